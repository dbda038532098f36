export { VariantsTaxStep } from './VariantsTaxStep';
export type { VariantsTaxStepProps } from './VariantsTaxStep';
