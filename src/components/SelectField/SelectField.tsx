import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field';
import { ChevronDownIcon } from '../common/icons';
import { Chevron, Select, Wrapper } from './SelectField.styles';

/** One choice of a select. */
export interface SelectOption {
  /** The submitted value. */
  value: string | number;
  /** The text shown (host content). */
  label: string;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

type NativeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'>;

export interface SelectFieldProps extends FieldBaseProps, NativeSelectProps {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** Text of a first, empty choice (value ''), e.g. 'Select Province'. */
  placeholder?: string;
  /** Forwarded to the `<select>` (so `{...register('stateshort')}` works). */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select: keyboard, screen reader and mobile pickers work as users expect.
 *
 * @example
 * <SelectField label="Province" placeholder="Select" options={provinces} {...register('stateshort')} />
 */
export function SelectField({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  className,
  style,
  options,
  placeholder,
  ref,
  'aria-describedby': describedBy,
  ...select
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      id={id}
      describedBy={describedBy}
      className={className}
      style={style}
    >
      {(control) => (
        <Wrapper>
          <Select ref={ref} {...select} {...control}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </Select>
          <Chevron aria-hidden="true">
            <ChevronDownIcon />
          </Chevron>
        </Wrapper>
      )}
    </Field>
  );
}
