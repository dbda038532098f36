export { AddProductStep } from './AddProductStep';
export type { AddProductStepProps } from './AddProductStep';
