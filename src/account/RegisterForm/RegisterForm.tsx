import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { composeRefs } from '../../components/common/composeRefs';
import { NumberField } from '../../components/NumberField';
import { TextField } from '../../components/TextField';
import { UsernameField } from './RegisterForm.styles';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import { createRegisterSchema, type RegisterValues } from '../../validation/account';
import { V } from '../../validation/messages';
import type { RegisterFormValues } from '../payload';
import { AccountLink, type AccountLinkComponent } from '../internal/AccountLink';
import { BusyStatus, useAnnouncer } from '../../components/forms/Announcer';
import { AuthCard } from '../internal/AuthCard';
import { useAccountForm } from '../internal/useAccountForm';
import { Footer, FormBody, Row } from '../internal/AuthCard.styles';
import { NewPasswordFields } from '../internal/NewPasswordFields';
import { useUsernameCheck, type CheckUsername } from '../internal/useUsernameCheck';

export interface RegisterFormProps {
  /** Called with the valid values on submit (the connected form adds `created_at`). */
  onSubmit: (values: RegisterFormValues) => void | Promise<unknown>;
  /** Values that replace what the form holds whenever they change (controlled). */
  values?: Partial<RegisterFormValues>;
  /** Starting values (uncontrolled). */
  defaultValues?: Partial<RegisterFormValues>;
  /** Asks whether a username is taken (true = taken); run after leaving Username. */
  checkUsername?: CheckUsername;
  /** Called when Username loses focus, with what it holds. */
  onUsernameBlur?: (username: string) => void;
  /** How long after leaving Username the check runs (typing again cancels it). @default 300 */
  usernameCheckDelay?: number;
  /**
   * The store has no owner yet: asks for its setup code (required), printed in the server's log
   * (docs/api-contract.md, "Claiming a store"). @default false
   */
  setupCode?: boolean;
  /**
   * The address an invitation was sent to: Username holds it, read-only, since only that address
   * may register with the invitation (docs/api-contract.md, "The store's team").
   */
  lockedUsername?: string | null;
  /** Shows the advisory password strength under Password (never blocks). @default true */
  showStrength?: boolean;
  /** Shows the button busy and ignores submits. @default false */
  submitting?: boolean;
  /** The server's `error.message`, shown in red on the form and announced. */
  serverError?: string | null;
  /** Shown under `serverError`, in its alert: the way on that the refusal names (a link). */
  serverErrorAction?: ReactNode;
  /** Called when the user changes a field: clear `serverError` with it. */
  onEdit?: () => void;
  /** Where 'Sign In' goes. @default '#/auth/login' */
  loginHref?: string;
  /** The host router's link (gets `href`, `className`, `children`); an `<a>` without one. */
  linkComponent?: AccountLinkComponent;
  /** Replaces the heading. @default 'Create Account' (translated) */
  title?: ReactNode;
  /** Class for the page wrapper. */
  className?: string;
}

/** The schema's fields (the wire's names) from the component's values. */
const toFields = (values: Partial<RegisterFormValues> = {}): RegisterValues => ({
  first_name: values.firstName ?? '',
  last_name: values.lastName ?? '',
  phone: values.phone ?? '',
  username: values.username ?? '',
  pw: values.password ?? '',
  cpw: values.confirmPassword ?? '',
  setup_code: values.setupCode ?? '',
});

const TAKEN = V.register.usernameTaken;

/**
 * The registration screen (Basic Details): First Name*, Last Name, Phone*, Username*, Password,
 * Confirm Password. Leaving Username checks it (taken: 'Username Already Exist', the field
 * clears and takes focus); leaving Confirm Password with a mismatch says 'Password mismatch' and
 * clears it. A failed submit focuses the first invalid field, in the order the fields are read.
 *
 * @example
 * <RegisterForm onSubmit={register} checkUsername={checkUsername} submitting={submitting} />
 */
export function RegisterForm({
  onSubmit,
  values,
  defaultValues,
  checkUsername,
  onUsernameBlur,
  usernameCheckDelay = 300,
  setupCode = false,
  lockedUsername,
  showStrength = true,
  submitting = false,
  serverError,
  serverErrorAction,
  onEdit,
  loginHref = '#/auth/login',
  linkComponent,
  title,
  className,
}: RegisterFormProps) {
  const { t } = useKitTranslation();
  const { announce, region } = useAnnouncer();
  const resolver = useMemo(() => yupResolver(createRegisterSchema({ setupCode })), [setupCode]);
  const {
    form,
    formRef,
    busy,
    onSubmit: guarded,
  } = useAccountForm<RegisterValues>({
    resolver,
    defaultValues: toFields(defaultValues),
    values: values ? toFields(values) : undefined,
    onEdit,
    submitting,
    onValid: async (valid) => {
      // Declared below; a submit runs after the render that made both.
      usernameCheck.cancel();
      await onSubmit({
        firstName: valid.first_name,
        lastName: valid.last_name ?? '',
        phone: valid.phone,
        username: valid.username,
        password: valid.pw,
        confirmPassword: valid.cpw,
        ...(setupCode && valid.setup_code ? { setupCode: valid.setup_code } : {}),
      });
    },
  });
  const {
    register,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  // The invited address arrives after the form mounted (the invitation is looked up).
  useEffect(() => {
    if (lockedUsername) setValue('username', lockedUsername, { shouldValidate: false });
  }, [lockedUsername, setValue]);

  // Focused directly: react-hook-form's setFocus defers to a timer.
  const usernameInput = useRef<HTMLInputElement | null>(null);
  const onTaken = useCallback(() => {
    setValue('username', '', { shouldDirty: true });
    setError('username', { type: 'taken', message: TAKEN });
    announce(t(TAKEN));
    usernameInput.current?.focus();
  }, [announce, setError, setValue, t]);
  const usernameCheck = useUsernameCheck(checkUsername, usernameCheckDelay, onTaken);
  // Never beside a locked (invited) username: that one is not checked, and its hint stays below.
  const checking = !lockedUsername && usernameCheck.checking;

  const username = register('username');

  const onUsernameChange = (event: ChangeEvent<HTMLInputElement>) => {
    usernameCheck.cancel();
    if (errors.username?.type === 'taken') clearErrors('username');
    return username.onChange(event);
  };
  const onUsernameLeave = (event: FocusEvent<HTMLInputElement>) => {
    const name = event.target.value;
    onUsernameBlur?.(name);
    if (!lockedUsername) usernameCheck.schedule(name);
    return username.onBlur(event);
  };

  return (
    <AuthCard
      title={title ?? t('account.register.title')}
      subtitle={t('account.register.subtitle')}
      wide
      className={className}
    >
      <FormBody ref={formRef} noValidate onSubmit={guarded} aria-busy={busy || undefined}>
        {serverError ? (
          <Alert tone="danger">
            {serverError}
            {serverErrorAction ? <div>{serverErrorAction}</div> : null}
          </Alert>
        ) : null}
        <Row>
          <TextField
            label={t('account.register.firstName')}
            required
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label={t('account.register.lastName')}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </Row>
        <NumberField
          label={t('account.register.phone')}
          required
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <UsernameField
          label={t('account.register.username')}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          className={checking ? 'sfo-checking' : undefined}
          // The availability check is running: the field is busy, as every wait is marked.
          aria-busy={checking || undefined}
          hint={
            lockedUsername
              ? t('account.register.invitedHint')
              : checking
                ? t('account.register.checkingUsername')
                : undefined
          }
          {...username}
          ref={composeRefs(username.ref, usernameInput)}
          readOnly={Boolean(lockedUsername)}
          onChange={onUsernameChange}
          onBlur={onUsernameLeave}
        />
        <NewPasswordFields
          form={form}
          passwordLabel="account.register.password"
          confirmLabel="account.register.confirmPassword"
          mismatch={V.register.passwordMismatch}
          announce={announce}
          showStrength={showStrength}
        />
        {setupCode ? (
          <TextField
            label={t('account.register.setupCode')}
            required
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            hint={t('account.register.setupCodeHint')}
            error={errors.setup_code?.message}
            {...register('setup_code')}
          />
        ) : null}
        <Button type="submit" fullWidth loading={busy}>
          {t('account.register.submit')}
        </Button>
        <BusyStatus busy={busy} label={t('account.register.submitting')} />
        {region}
      </FormBody>
      <Footer>
        {t('account.register.haveAccount')}
        <AccountLink component={linkComponent} href={loginHref}>
          {t('account.register.signIn')}
        </AccountLink>
      </Footer>
    </AuthCard>
  );
}
