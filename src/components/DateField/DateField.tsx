import type { InputHTMLAttributes, Ref } from 'react';
import { toIsoDate } from '../../kernel/format';
import { Field, type FieldBaseProps, type ReadOnlyFieldProps } from '../Field/Field';
import { Input } from '../internal/controls';

export interface DateFieldProps
  extends
    FieldBaseProps,
    ReadOnlyFieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'children' | 'min' | 'max'> {
  /** Earliest selectable day: yyyy-MM-dd or a Date (its local calendar day). */
  min?: string | Date;
  /** Latest selectable day: yyyy-MM-dd or a Date (its local calendar day). */
  max?: string | Date;
  /** Forwarded to the `<input>` (so `{...register('dob')}` works). */
  ref?: Ref<HTMLInputElement>;
}

function day(value: string | Date | undefined): string | undefined {
  return value instanceof Date ? toIsoDate(value) : value;
}

/**
 * A labelled native date input; its value is always yyyy-MM-dd (docs/behaviour.md, "Constants"), whatever the locale shows.
 *
 * @example
 * <DateField label="Date of Birth" max={eighteenYearsAgo} {...register('seller_admin_dob')} />
 */
export function DateField({
  label,
  hint,
  readOnlyReason,
  error,
  required,
  hideLabel,
  id,
  className,
  style,
  min,
  max,
  ref,
  'aria-describedby': describedBy,
  ...input
}: DateFieldProps) {
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
          type="date"
          min={day(min)}
          max={day(max)}
          {...input}
          readOnly={readOnlyReason !== undefined || input.readOnly}
          {...control}
        />
      )}
    </Field>
  );
}
