import { useId } from 'react';
import { mergeIds } from '../internal/mergeIds';

export interface FieldA11yOptions {
  /** The control's id; generated when absent. */
  id?: string;
  /** Whether a hint is shown. */
  hasHint?: boolean;
  /** The error message, if one is shown. */
  error?: string;
  /** Whether the field must be filled. */
  required?: boolean;
  /** Ids the host already points `aria-describedby` at. */
  describedBy?: string;
}

/** ARIA wiring a control receives from its field. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** Ids for a field's control, hint and error, and the ARIA props that link them. */
export function useFieldA11y({ id, hasHint, error, required, describedBy }: FieldA11yOptions) {
  const generated = useId();
  const controlId = id ?? `sfo-field${generated.replace(/:/g, '')}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = Boolean(error);
  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-describedby': mergeIds(hasError && errorId, hasHint && hintId, describedBy),
    ...(hasError ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  return { controlId, hintId, errorId, hasError, controlProps };
}
