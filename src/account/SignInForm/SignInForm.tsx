import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import type { SignInInput } from '../../api/types';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import { createLoginSchema } from '../../validation/account';
import { AccountLink, type AccountLinkComponent } from '../internal/AccountLink';
import { BusyStatus } from '../internal/Announcer';
import { AuthCard } from '../internal/AuthCard';
import { Footer, FormBody } from '../internal/AuthCard.styles';
import { useSubmitGuard } from '../internal/useSubmitGuard';

export interface SignInFormProps {
  /** Called with the valid values on submit; a returned promise keeps the form busy. */
  onSubmit: (values: SignInInput) => void | Promise<unknown>;
  /** Values that replace what the form holds whenever they change (controlled). */
  values?: Partial<SignInInput>;
  /** Starting values (uncontrolled). */
  defaultValues?: Partial<SignInInput>;
  /** Shows the button busy and ignores submits. @default false */
  submitting?: boolean;
  /** The server's `error.message`, shown in red on the form and announced. */
  serverError?: string | null;
  /** A message above the fields, e.g. `<ActivationNotice …/>`. */
  notice?: ReactNode;
  /** Where 'Create Account' goes. @default '#/auth/Register' */
  registerHref?: string;
  /** The host router's link (gets `href`, `className`, `children`); an `<a>` without one. */
  linkComponent?: AccountLinkComponent;
  /** Replaces the heading. @default 'Sign In' (translated) */
  title?: ReactNode;
  /** Class for the page wrapper. */
  className?: string;
}

const EMPTY: SignInInput = { username: '', pw: '' };

/**
 * The sign-in screen: Username, Password, a 'Create Account' link and the Sign In button.
 * Errors show after a submit attempt; Enter submits; a busy form cannot submit twice.
 *
 * @example
 * <SignInForm onSubmit={signIn} submitting={submitting} serverError={error} linkComponent={RouterLink} />
 */
export function SignInForm({
  onSubmit,
  values,
  defaultValues,
  submitting = false,
  serverError,
  notice,
  registerHref = '#/auth/Register',
  linkComponent,
  title,
  className,
}: SignInFormProps) {
  const { t } = useKitTranslation();
  const resolver = useMemo(() => yupResolver(createLoginSchema()), []);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver,
    defaultValues: { ...EMPTY, ...defaultValues },
    values: values ? { ...EMPTY, ...values } : undefined,
  });
  const busy = submitting || isSubmitting;
  const guarded = useSubmitGuard(
    handleSubmit(async (valid) => {
      await onSubmit({ username: valid.username, pw: valid.pw });
    }),
    busy,
  );

  return (
    <AuthCard
      title={title ?? t('account.signIn.title')}
      subtitle={t('account.signIn.subtitle')}
      className={className}
    >
      <FormBody noValidate onSubmit={guarded} aria-busy={busy || undefined}>
        {notice}
        {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
        <TextField
          label={t('account.signIn.username')}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordField
          label={t('account.signIn.password')}
          required
          autoComplete="current-password"
          error={errors.pw?.message}
          {...register('pw')}
        />
        <Button type="submit" fullWidth loading={busy}>
          {t('account.signIn.submit')}
        </Button>
        <BusyStatus busy={busy} label={t('account.signIn.submitting')} />
      </FormBody>
      <Footer>
        {t('account.signIn.noAccount')}
        <AccountLink component={linkComponent} href={registerHref}>
          {t('account.signIn.createAccount')}
        </AccountLink>
      </Footer>
    </AuthCard>
  );
}
