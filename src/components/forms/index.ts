export { fieldError } from './fieldError';
export type { SubmittedFormState } from './fieldError';
export { useFieldError } from './useFieldError';
