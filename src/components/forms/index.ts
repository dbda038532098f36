export { fieldError } from './fieldError';
export type { SubmittedFormState } from './fieldError';
export { useFieldError } from './useFieldError';
export { focusFirstInvalid } from './focusFirstInvalid';
export { useFocusFirstInvalid } from './useFocusFirstInvalid';
export type { FocusFirstInvalid } from './useFocusFirstInvalid';
