export { Field } from './Field';
export type { FieldProps, FieldBaseProps, ReadOnlyFieldProps } from './Field';
export { useFieldA11y } from './useFieldA11y';
export type { FieldA11yOptions, FieldControlProps } from './useFieldA11y';
