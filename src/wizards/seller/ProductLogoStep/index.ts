export { ProductLogoStep } from './ProductLogoStep';
export type { ProductLogoStepProps, ProductLogoFormValues } from './ProductLogoStep';
