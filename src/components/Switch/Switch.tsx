import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { FieldMessages } from '../Field/FieldMessages';
import type { FieldBaseProps } from '../Field/Field';
import { useFieldA11y } from '../Field/useFieldA11y';
import { ChoiceLabel, ChoiceMessages, ChoiceRoot, ChoiceRow } from '../internal/ChoiceField.styles';
import { Control, SwitchInput, Track } from './Switch.styles';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'children' | 'role'
>;

export interface SwitchProps extends Omit<FieldBaseProps, 'hideLabel'>, NativeInputProps {
  /** Whether the switch is on (controlled). */
  checked?: boolean;
  /** Whether the switch starts on (uncontrolled). @default false */
  defaultChecked?: boolean;
  /** Called with the new state (besides the native `onChange`). */
  onCheckedChange?: (checked: boolean) => void;
  /** Forwarded to the `<input>` (so `{...register('prod_varient_enabled')}` works). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off switch: a native checkbox with `role="switch"`, so its checked state is exposed as
 * `aria-checked` by the browser and stays right even when a form library sets it.
 *
 * @example
 * <Switch label="Allow Varient" checked={enabled} onCheckedChange={setEnabled} />
 */
export function Switch({
  label,
  hint,
  error,
  required,
  id,
  className,
  style,
  onChange,
  onCheckedChange,
  ref,
  'aria-describedby': describedBy,
  ...input
}: SwitchProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({
    id,
    hasHint: Boolean(hint),
    error,
    required,
    describedBy,
  });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  };
  return (
    <ChoiceRoot className={className} style={style}>
      <ChoiceRow>
        <Control>
          <SwitchInput
            ref={ref}
            type="checkbox"
            role="switch"
            onChange={handleChange}
            {...input}
            {...controlProps}
          />
          <Track aria-hidden="true" />
        </Control>
        <ChoiceLabel htmlFor={controlId} $disabled={input.disabled} $required={required}>
          {label}
        </ChoiceLabel>
      </ChoiceRow>
      {hint || error ? (
        <ChoiceMessages $offset="2.5rem">
          <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
        </ChoiceMessages>
      ) : null}
    </ChoiceRoot>
  );
}
