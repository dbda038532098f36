import { useId, type ChangeEvent, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { FieldMessages } from '../Field/FieldMessages';
import type { FieldBaseProps } from '../Field/Field';
import { useFieldA11y } from '../Field/useFieldA11y';
import { ChoiceLabel, ChoiceRow, NativeChoice } from '../internal/ChoiceField.styles';
import { Fieldset, Legend, Options } from './RadioGroup.styles';

/** One choice of a radio group. */
export interface RadioOption {
  /** The submitted value. */
  value: string;
  /** The text shown (host content). */
  label: ReactNode;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<FieldBaseProps, 'hideLabel'> {
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** The radios' shared name (arrow keys move within it); generated when absent. */
  name?: string;
  /** The selected value (controlled). */
  value?: string;
  /** The value selected at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** Native change handler of each radio (react-hook-form's `register` passes it). */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Native blur handler of each radio (react-hook-form's `register` passes it). */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Forwarded to every radio `<input>`, as react-hook-form's `register` expects. */
  ref?: Ref<HTMLInputElement>;
  /** Lay the options out in a row (wrapping) instead of a column. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** Disables every option. @default false */
  disabled?: boolean;
  /** Id of the group element; generated when absent. */
  id?: string;
  /** Class for the group's root. */
  className?: string;
}

/**
 * Native radios in a `<fieldset>` with a `<legend>`: one tab stop, arrow keys change the choice.
 *
 * @example
 * <RadioGroup label="Gender" options={genders} {...register('seller_admin_gender')} />
 */
export function RadioGroup({
  label,
  hint,
  error,
  required,
  options,
  name,
  value,
  defaultValue,
  onValueChange,
  onChange,
  onBlur,
  ref,
  orientation = 'vertical',
  disabled = false,
  id,
  className,
}: RadioGroupProps) {
  const generated = useId();
  const groupName = name ?? `sfo-radio${generated.replace(/:/g, '')}`;
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({
    id,
    hasHint: Boolean(hint),
    error,
    required,
  });
  const legendId = `${controlId}-legend`;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    if (event.target.checked) onValueChange?.(event.target.value);
  };
  return (
    <Fieldset
      {...controlProps}
      role="radiogroup"
      aria-labelledby={legendId}
      disabled={disabled}
      className={className}
    >
      <Legend id={legendId} $required={required}>
        {label}
      </Legend>
      <Options $horizontal={orientation === 'horizontal'}>
        {options.map((option, index) => {
          const optionId = `${controlId}-${index}`;
          const selection =
            value !== undefined
              ? { checked: value === option.value }
              : defaultValue !== undefined
                ? { defaultChecked: defaultValue === option.value }
                : {};
          return (
            <ChoiceRow key={option.value}>
              <NativeChoice
                ref={ref}
                id={optionId}
                type="radio"
                name={groupName}
                value={option.value}
                disabled={option.disabled}
                aria-invalid={controlProps['aria-invalid']}
                onChange={handleChange}
                onBlur={onBlur}
                {...selection}
              />
              <ChoiceLabel htmlFor={optionId} $disabled={disabled || option.disabled}>
                {option.label}
              </ChoiceLabel>
            </ChoiceRow>
          );
        })}
      </Options>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </Fieldset>
  );
}
