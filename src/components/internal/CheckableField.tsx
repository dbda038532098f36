import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessages } from '../Field/FieldMessages';
import type { FieldBaseProps } from '../Field/Field';
import { useFieldA11y } from '../Field/useFieldA11y';
import { ChoiceLabel, ChoiceMessages, ChoiceRoot, ChoiceRow } from './ChoiceField.styles';

/** What Checkbox and Switch share: a native checkbox input, its label beside it, hint and error. */
export interface CheckableFieldProps
  extends
    Omit<FieldBaseProps, 'hideLabel'>,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'children'> {
  /** Called with the new checked state (besides the native `onChange`). */
  onCheckedChange?: (checked: boolean) => void;
  /** Forwarded to the `<input type="checkbox">` (so `{...register('name')}` works). */
  ref?: Ref<HTMLInputElement>;
}

interface CheckableFieldBaseProps extends CheckableFieldProps {
  /** Renders the control from the input props (ref, ids, ARIA, onChange already merged). */
  renderControl: (
    input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
  ) => ReactNode;
  /** Indent of hint and error so they line up with the label. */
  messagesOffset?: string;
}

export function CheckableField({
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
  renderControl,
  messagesOffset,
  'aria-describedby': describedBy,
  ...input
}: CheckableFieldBaseProps) {
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
        {renderControl({
          ref,
          type: 'checkbox',
          onChange: handleChange,
          ...input,
          ...controlProps,
        })}
        <ChoiceLabel htmlFor={controlId} $disabled={input.disabled} $required={required}>
          {label}
        </ChoiceLabel>
      </ChoiceRow>
      {hint || error ? (
        <ChoiceMessages $offset={messagesOffset}>
          <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
        </ChoiceMessages>
      ) : null}
    </ChoiceRoot>
  );
}
