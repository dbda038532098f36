import type { CSSProperties, ReactNode } from 'react';
import { FieldRoot, Label } from './Field.styles';
import { FieldMessages } from './FieldMessages';
import { useFieldA11y, type FieldControlProps } from './useFieldA11y';

/** Props every labelled field shares. */
export interface FieldBaseProps {
  /** The visible label (host content, not translated by the kit). */
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error to show: an i18n key (e.g. 'validation.login.usernameRequired') or plain text. */
  error?: string;
  /** Marks the field required: a visible '*' and `aria-required`. @default false */
  required?: boolean;
  /** Hide the label visually (it stays the accessible name). @default false */
  hideLabel?: boolean;
}

export interface FieldProps extends FieldBaseProps {
  /** The control's id; generated when absent. */
  id?: string;
  /** Ids the host wants in the control's `aria-describedby` too. */
  describedBy?: string;
  /** Class for the field's root. */
  className?: string;
  /** Inline style for the field's root. */
  style?: CSSProperties;
  /** Renders the control with the ARIA wiring it must spread. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The base of every text-like field: label (with `htmlFor`), hint, required marker and an error
 * linked to the control through `aria-describedby` and `aria-invalid`.
 *
 * @example
 * <Field label="Username" required error={error}>{(control) => <input {...control} />}</Field>
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  hideLabel = false,
  id,
  describedBy,
  className,
  style,
  children,
}: FieldProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({
    id,
    hasHint: Boolean(hint),
    error,
    required,
    describedBy,
  });
  return (
    <FieldRoot className={className} style={style}>
      <Label
        htmlFor={controlId}
        $required={required}
        className={hideLabel ? 'sfo-visually-hidden' : undefined}
      >
        {label}
      </Label>
      {children(controlProps)}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldRoot>
  );
}
