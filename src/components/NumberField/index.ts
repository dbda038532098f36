export { NumberField } from './NumberField';
export type { FieldUnit, NumberFieldProps } from './NumberField';
