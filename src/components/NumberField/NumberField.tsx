import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldBaseProps, type ReadOnlyFieldProps } from '../Field/Field';
import { Input } from '../internal/controls';

export interface NumberFieldProps
  extends
    FieldBaseProps,
    ReadOnlyFieldProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'size' | 'children' | 'value' | 'defaultValue'
    > {
  /** 'text' keeps what was typed (phone numbers, leading zeros); 'number' adds a native spinner. @default 'text' */
  type?: 'text' | 'number';
  /** The on-screen keyboard: digits only, or digits with a decimal separator. @default 'numeric' */
  inputMode?: 'numeric' | 'decimal';
  /** The value as typed (a string, as react-hook-form keeps it); numbers are accepted too. */
  value?: string | number;
  /** The starting value when uncontrolled. */
  defaultValue?: string | number;
  /** Forwarded to the `<input>` (so `{...register('name')}` works). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled numeric input (phone, order id, percentages) that opens the numeric keyboard.
 * The value stays a string; convert it in the form schema.
 *
 * @example
 * <NumberField label="Phone" required {...register('phone')} error={fieldError(formState, 'phone')} />
 */
export function NumberField({
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
  inputMode = 'numeric',
  ref,
  'aria-describedby': describedBy,
  ...input
}: NumberFieldProps) {
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
          inputMode={inputMode}
          {...input}
          readOnly={readOnlyReason !== undefined || input.readOnly}
          {...control}
        />
      )}
    </Field>
  );
}
