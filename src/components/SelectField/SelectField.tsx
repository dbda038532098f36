import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, type FieldBaseProps, type ReadOnlyFieldProps } from '../Field/Field';
import { Input } from '../internal/controls';
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

export interface SelectFieldProps
  extends
    FieldBaseProps,
    ReadOnlyFieldProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** Text of a first, empty choice (value ''), e.g. 'Select Province'. */
  placeholder?: string;
  /** Forwarded to the `<select>` (so `{...register('stateshort')}` works). */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select: keyboard, screen reader and mobile pickers work as users expect.
 * With `readOnlyReason` the chosen option shows as a read-only text field (a native select has no
 * read-only state), so it reads as every read-only value does, and says why; it is not submitted.
 *
 * @example
 * <SelectField label="Province" placeholder="Select" options={provinces} {...register('stateshort')} />
 */
export function SelectField({
  label,
  hint,
  readOnlyReason,
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
      readOnlyReason={readOnlyReason}
      error={error}
      required={required}
      hideLabel={hideLabel}
      id={id}
      describedBy={describedBy}
      className={className}
      style={style}
    >
      {(control) =>
        readOnlyReason !== undefined ? (
          <Input
            readOnly
            value={chosenLabel(options, select.value ?? select.defaultValue)}
            {...control}
          />
        ) : (
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
        )
      }
    </Field>
  );
}

/** The label of the option whose value is `value` (as shown by a read-only select). */
function chosenLabel(options: readonly SelectOption[], value: unknown): string {
  return options.find((option) => String(option.value) === String(value ?? ''))?.label ?? '';
}
