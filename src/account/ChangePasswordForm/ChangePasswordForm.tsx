import { useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import type { AccountKind, ChangePasswordForm as ChangePasswordValues } from '../../api/types';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import { createChangePasswordSchema } from '../../validation/account';
import { V } from '../../validation/messages';
import { BusyStatus, useAnnouncer } from '../internal/Announcer';
import { confirmPasswordProps } from '../internal/confirmPassword';
import { AuthCard } from '../internal/AuthCard';
import { FormBody } from '../internal/AuthCard.styles';
import { PasswordStrength } from '../internal/PasswordStrength';
import { useSubmitGuard } from '../internal/useSubmitGuard';

export interface ChangePasswordFormProps {
  /** Called with `{ pw, cpw }` on a valid submit; a returned promise keeps the form busy. */
  onSubmit: (values: ChangePasswordValues) => void | Promise<unknown>;
  /** Whose password: picks the line under the heading. @default 'company' */
  variant?: AccountKind;
  /** Values that replace what the form holds whenever they change (controlled). */
  values?: Partial<ChangePasswordValues>;
  /** Starting values (uncontrolled). */
  defaultValues?: Partial<ChangePasswordValues>;
  /** Shows the advisory password strength under New Password (never blocks). @default true */
  showStrength?: boolean;
  /** Shows the button busy and ignores submits. @default false */
  submitting?: boolean;
  /** The server's `error.message`, shown in red on the form and announced. */
  serverError?: string | null;
  /** Replaces the heading. @default 'Change Password' (translated) */
  title?: ReactNode;
  /** Class for the page wrapper. */
  className?: string;
}

const EMPTY: ChangePasswordValues = { pw: '', cpw: '' };
const NOT_MATCH = V.changePassword.passwordMismatch;

/**
 * The forced password change: New Password and Confirm Password. Leaving Confirm Password with a
 * mismatch says 'Password Not Match' and clears it.
 *
 * @example
 * <ChangePasswordForm variant="seller" onSubmit={changePassword} submitting={submitting} />
 */
export function ChangePasswordForm({
  onSubmit,
  variant = 'company',
  values,
  defaultValues,
  showStrength = true,
  submitting = false,
  serverError,
  title,
  className,
}: ChangePasswordFormProps) {
  const { t } = useKitTranslation();
  const { announce, region } = useAnnouncer();
  const resolver = useMemo(() => yupResolver(createChangePasswordSchema()), []);
  const form = useForm<ChangePasswordValues>({
    resolver,
    defaultValues: { ...EMPTY, ...defaultValues },
    values: values ? { ...EMPTY, ...values } : undefined,
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const password = useWatch({ control, name: 'pw' });
  const busy = submitting || isSubmitting;

  const confirm = confirmPasswordProps(form, NOT_MATCH, () => announce(t(NOT_MATCH)));

  const guarded = useSubmitGuard(
    handleSubmit(async (valid) => {
      await onSubmit({ pw: valid.pw, cpw: valid.cpw });
    }),
    busy,
  );

  return (
    <AuthCard
      title={title ?? t('account.changePassword.title')}
      subtitle={
        variant === 'seller'
          ? t('account.changePassword.subtitleSeller')
          : t('account.changePassword.subtitleCompany')
      }
      className={className}
    >
      <FormBody noValidate onSubmit={guarded} aria-busy={busy || undefined}>
        {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
        <PasswordField
          label={t('account.changePassword.newPassword')}
          required
          autoComplete="new-password"
          error={errors.pw?.message}
          hint={showStrength ? <PasswordStrength password={password} /> : undefined}
          {...register('pw')}
        />
        <PasswordField
          label={t('account.changePassword.confirmPassword')}
          required
          autoComplete="new-password"
          error={errors.cpw?.message}
          {...confirm}
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
