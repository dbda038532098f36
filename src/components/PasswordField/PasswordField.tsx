import type { InputHTMLAttributes, Ref } from 'react';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import { Field, type FieldBaseProps } from '../Field/Field';
import { EyeIcon, EyeOffIcon } from '../common/icons';
import { useControllableState } from '../common/useControllableState';
import { PasswordInput, Toggle, Wrapper } from './PasswordField.styles';

export interface PasswordFieldProps
  extends
    FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'children'> {
  /** Whether the password is shown as plain text (controlled). */
  visible?: boolean;
  /** Whether the password starts shown (uncontrolled). @default false */
  defaultVisible?: boolean;
  /** Called when the show/hide toggle is pressed. */
  onVisibleChange?: (visible: boolean) => void;
  /** Forwarded to the `<input>` (so `{...register('pw')}` works). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled password input with a show toggle named after the field ('Show Confirm Password', so
 * two toggles on one form are told apart; `aria-pressed` tells whether the password is shown; its
 * name stays the same so the state is never announced twice).
 *
 * @example
 * <PasswordField label="Password" required autoComplete="current-password" {...register('pw')} />
 */
export function PasswordField({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  className,
  style,
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  disabled,
  ref,
  'aria-describedby': describedBy,
  ...input
}: PasswordFieldProps) {
  const { t } = useKitTranslation();
  const [visible, setVisible] = useControllableState({
    value: visibleProp,
    defaultValue: defaultVisible,
    onChange: onVisibleChange,
  });
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
          <PasswordInput
            ref={ref}
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            spellCheck={false}
            disabled={disabled}
            {...input}
            {...control}
          />
          <Toggle
            type="button"
            aria-pressed={visible}
            aria-label={
              typeof label === 'string' && label
                ? t('fields.showPasswordFor', { label })
                : t('fields.showPassword')
            }
            aria-controls={control.id}
            disabled={disabled}
            onClick={() => setVisible(!visible)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </Toggle>
        </Wrapper>
      )}
    </Field>
  );
}
