import { useMemo, type ReactNode } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import type { AccountKind } from '../../api/types';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import {
  createChangePasswordSchema,
  type ChangePasswordValues as ChangePasswordFields,
} from '../../validation/account';
import { V } from '../../validation/messages';
import { BusyStatus, useAnnouncer } from '../../components/forms/Announcer';
import { AuthCard } from '../internal/AuthCard';
import { useAccountForm } from '../internal/useAccountForm';
import { FormBody } from '../internal/AuthCard.styles';
import { NewPasswordFields } from '../internal/NewPasswordFields';
import type { ChangePasswordFormValues } from '../payload';

export interface ChangePasswordFormProps {
  /** Called with `{ password, confirmPassword }` on a valid submit; a returned promise keeps the form busy. */
  onSubmit: (values: ChangePasswordFormValues) => void | Promise<unknown>;
  /** Whose password: picks the line under the heading. @default 'company' */
  kind?: AccountKind;
  /** Values that replace what the form holds whenever they change (controlled). */
  values?: Partial<ChangePasswordFormValues>;
  /** Starting values (uncontrolled). */
  defaultValues?: Partial<ChangePasswordFormValues>;
  /**
   * A voluntary change: asks for the current password first (required). The forced first
   * change, made with the sign-in's must-change grant, does not. @default false
   */
  askCurrent?: boolean;
  /** Shows the advisory password strength under New Password (never blocks). @default true */
  showStrength?: boolean;
  /** Shows the button busy and ignores submits. @default false */
  submitting?: boolean;
  /** The server's `error.message`, shown in red on the form and announced. */
  serverError?: string | null;
  /** Called when the user changes a field: clear `serverError` with it. */
  onEdit?: () => void;
  /** Replaces the heading. @default 'Change Password' (translated) */
  title?: ReactNode;
  /** Class for the page wrapper. */
  className?: string;
}

/** The schema's fields (the wire's names) from the component's values. */
const toFields = (values: Partial<ChangePasswordFormValues> = {}): ChangePasswordFields => ({
  pw: values.password ?? '',
  cpw: values.confirmPassword ?? '',
  current_pw: values.currentPassword ?? '',
});

/**
 * The password change: New Password and Confirm Password, after Current password on a voluntary
 * change (`askCurrent`). Leaving Confirm Password with a
 * mismatch says 'Password Not Match' and clears it. A failed submit focuses the first invalid field.
 *
 * @example
 * <ChangePasswordForm kind="seller" onSubmit={changePassword} submitting={submitting} />
 */
export function ChangePasswordForm({
  onSubmit,
  kind = 'company',
  askCurrent = false,
  values,
  defaultValues,
  showStrength = true,
  submitting = false,
  serverError,
  onEdit,
  title,
  className,
}: ChangePasswordFormProps) {
  const { t } = useKitTranslation();
  const { announce, region } = useAnnouncer();
  const resolver = useMemo(
    () => yupResolver(createChangePasswordSchema({ current: askCurrent })),
    [askCurrent],
  );
  const {
    form,
    formRef,
    busy,
    onSubmit: guarded,
  } = useAccountForm<ChangePasswordFields>({
    resolver,
    defaultValues: toFields(defaultValues),
    values: values ? toFields(values) : undefined,
    onEdit,
    submitting,
    onValid: async (valid) => {
      await onSubmit({
        password: valid.pw,
        confirmPassword: valid.cpw,
        ...(askCurrent && valid.current_pw ? { currentPassword: valid.current_pw } : {}),
      });
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <AuthCard
      title={title ?? t('account.changePassword.title')}
      subtitle={
        kind === 'seller'
          ? t('account.changePassword.subtitleSeller')
          : t('account.changePassword.subtitleCompany')
      }
      className={className}
    >
      <FormBody ref={formRef} noValidate onSubmit={guarded} aria-busy={busy || undefined}>
        {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
        {askCurrent ? (
          <PasswordField
            label={t('account.changePassword.currentPassword')}
            required
            autoComplete="current-password"
            error={errors.current_pw?.message}
            {...register('current_pw')}
          />
        ) : null}
        <NewPasswordFields
          form={form}
          passwordLabel="account.changePassword.newPassword"
          confirmLabel="account.changePassword.confirmPassword"
          mismatch={V.changePassword.passwordMismatch}
          announce={announce}
          showStrength={showStrength}
        />
        <Button type="submit" fullWidth loading={busy}>
          {t('account.changePassword.submit')}
        </Button>
        <BusyStatus busy={busy} label={t('account.changePassword.submitting')} />
        {region}
      </FormBody>
    </AuthCard>
  );
}
