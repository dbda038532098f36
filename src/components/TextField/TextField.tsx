import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldBaseProps, type ReadOnlyFieldProps } from '../Field/Field';
import { Input } from '../internal/controls';

export interface TextFieldProps
  extends
    FieldBaseProps,
    ReadOnlyFieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'children'> {
  /** The input type for single-line text. @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  /** Forwarded to the `<input>` (so `{...register('name')}` works). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled single-line text input. Controlled (`value` + `onChange`) or uncontrolled
 * (`defaultValue`, or react-hook-form's `register`).
 *
 * @example
 * <TextField label="Username" required error={fieldError(formState, 'username')} {...register('username')} />
 */
export function TextField({
  label,
  hint,
  readOnlyReason,
  error,
  required,
  hideLabel,
  id,
  className,
  style,
  type = 'text',
  ref,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      readOnlyReason={readOnlyReason}
      error={error}
      required={required}
      hideLabel={hideLabel}
      id={id}
      describedBy={describedBy}
      className={className}
      style={style}
    >
      {(control) => (
        <Input
          ref={ref}
          type={type}
          {...input}
          readOnly={readOnlyReason !== undefined || input.readOnly}
          {...control}
        />
      )}
    </Field>
  );
}
