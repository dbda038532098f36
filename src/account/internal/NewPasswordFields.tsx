import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { PasswordField } from '../../components/PasswordField';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import { PasswordStrength } from './PasswordStrength';

type PasswordPair = { pw: string; cpw: string };

export interface NewPasswordFieldsProps<T extends FieldValues & PasswordPair> {
  /** The form that holds `pw` and `cpw`. */
  form: UseFormReturn<T>;
  /** The key of the first field's label ('Password' on register, 'New Password' on a change). */
  passwordLabel: string;
  /** The key of the second field's label. */
  confirmLabel: string;
  /**
   * The message key of a mismatch when leaving Confirm Password: 'Password mismatch' on register,
   * 'Password Not Match' on change password.
   */
  mismatch: string;
  /** Says a message to screen readers (the form's announcer): the mismatch, when found. */
  announce: (message: string) => void;
  /** Shows the advisory strength under the password (never blocks). */
  showStrength: boolean;
}

/**
 * A new password and its confirmation, as register and change password ask them: both required,
 * `new-password` for password managers, the advisory strength under the first. Leaving Confirm
 * Password with a value that differs from the password clears it and shows `mismatch`; typing
 * again removes that message (docs/behaviour.md, "Validation").
 */
export function NewPasswordFields<T extends FieldValues & PasswordPair>({
  form,
  passwordLabel,
  confirmLabel,
  mismatch,
  announce,
  showStrength,
}: NewPasswordFieldsProps<T>) {
  const { t } = useKitTranslation();
  // Only `pw` and `cpw` are read and written here, whatever else the form holds.
  const { control, register, getValues, setValue, setError, clearErrors, formState } =
    form as unknown as UseFormReturn<PasswordPair>;
  const password = useWatch({ control, name: 'pw' });
  const confirm = register('cpw');
  return (
    <>
      <PasswordField
        label={t(passwordLabel)}
        required
        autoComplete="new-password"
        error={formState.errors.pw?.message}
        hint={showStrength ? <PasswordStrength password={password} /> : undefined}
        {...register('pw')}
      />
      <PasswordField
        label={t(confirmLabel)}
        required
        autoComplete="new-password"
        error={formState.errors.cpw?.message}
        {...confirm}
        onChange={(event) => {
          if (formState.errors.cpw?.type === 'mismatch') clearErrors('cpw');
          return confirm.onChange(event);
        }}
        onBlur={(event) => {
          const { pw, cpw } = getValues();
          if (cpw && pw !== cpw) {
            setValue('cpw', '', { shouldDirty: true });
            setError('cpw', { type: 'mismatch', message: mismatch });
            announce(t(mismatch));
          }
          return confirm.onBlur(event);
        }}
      />
    </>
  );
}
