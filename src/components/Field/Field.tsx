import type { CSSProperties, ReactNode } from 'react';
import { LockIcon } from '../common/icons';
import { FieldRoot, Label, ReadOnlyNote } from './Field.styles';
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

/** A value the reader must see but cannot change here, and why. */
export interface ReadOnlyFieldProps {
  /**
   * Shows the value read-only and says why, under it with a lock ('Set when the store was
   * registered'), in place of the hint. The kit's one read-only look: the value at full text
   * colour on the sunken surface, a dashed border. Disabled is another thing: a control that
   * cannot be used right now (while saving, or until another field is chosen).
   */
  readOnlyReason?: ReactNode;
}

export interface FieldProps extends FieldBaseProps, ReadOnlyFieldProps {
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
  readOnlyReason,
  id,
  describedBy,
  className,
  style,
  children,
}: FieldProps) {
  const note = readOnlyReason ? (
    <ReadOnlyNote data-part="read-only-reason">
      <LockIcon />
      {readOnlyReason}
    </ReadOnlyNote>
  ) : (
    hint
  );
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({
    id,
    hasHint: Boolean(note),
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
      <FieldMessages hint={note} hintId={hintId} error={error} errorId={errorId} />
    </FieldRoot>
  );
}
