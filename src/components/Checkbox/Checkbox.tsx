import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { FieldMessages } from '../Field/FieldMessages';
import type { FieldBaseProps } from '../Field/Field';
import { useFieldA11y } from '../Field/useFieldA11y';
import {
  ChoiceLabel,
  ChoiceMessages,
  ChoiceRoot,
  ChoiceRow,
  NativeChoice,
} from '../internal/ChoiceField.styles';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'children'>;

export interface CheckboxProps extends Omit<FieldBaseProps, 'hideLabel'>, NativeInputProps {
  /** Called with the new checked state (besides the native `onChange`). */
  onCheckedChange?: (checked: boolean) => void;
  /** Forwarded to the `<input type="checkbox">` (so `{...register('agree')}` works). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox with its label beside it. Controlled (`checked` + `onCheckedChange`) or
 * uncontrolled (`defaultChecked`, or react-hook-form's `register`).
 *
 * @example
 * <Checkbox label="Collection Enable Select" {...register('collection_enable_select')} />
 */
export function Checkbox({
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
}: CheckboxProps) {
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
        <NativeChoice
          ref={ref}
          type="checkbox"
          onChange={handleChange}
          {...input}
          {...controlProps}
        />
        <ChoiceLabel htmlFor={controlId} $disabled={input.disabled} $required={required}>
          {label}
        </ChoiceLabel>
      </ChoiceRow>
      {hint || error ? (
        <ChoiceMessages>
          <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
        </ChoiceMessages>
      ) : null}
    </ChoiceRoot>
  );
}
