import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import { AccountLink, type AccountLinkComponent } from '../internal/AccountLink';
import { AuthCard } from '../internal/AuthCard';
import { ResendActivation } from '../ResendActivation';

export interface ThankYouProps {
  /** Where 'Please Login your Account.' goes. @default '#/auth/login' */
  loginHref?: string;
  /** The host router's link (gets `href`, `className`, `children`); an `<a>` without one. */
  linkComponent?: AccountLinkComponent;
  /** Replaces the line about the activation e-mail. */
  hint?: ReactNode;
  /**
   * The username just registered: offers 'Resend activation mail' for it (the screen then needs
   * `<BackofficeProvider>`). Without it no resend is offered.
   */
  resendFor?: string;
  /** Class for the page wrapper. */
  className?: string;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  text-align: center;

  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const LoginLink = styled(AccountLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: 2.5rem;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.primaryFill};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-decoration: none;

  &&,
  &&:visited {
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &:hover {
    text-decoration: underline;
  }
`;

/**
 * Shown after registering: 'Thank you for Registering with us.' and a link 'Please Login your
 * Account.' to the sign-in screen.
 *
 * @example
 * <ThankYou linkComponent={RouterLink} loginHref="/auth/login" />
 */
export function ThankYou({
  loginHref = '#/auth/login',
  linkComponent,
  hint,
  resendFor,
  className,
}: ThankYouProps) {
  const { t } = useKitTranslation();
  return (
    <AuthCard title={t('account.thankYou.title')} className={className}>
      <Body>
        <p>{hint ?? t('account.thankYou.hint')}</p>
        <LoginLink component={linkComponent} href={loginHref}>
          {t('account.thankYou.login')}
        </LoginLink>
        {resendFor ? <ResendActivation username={resendFor} /> : null}
      </Body>
    </AuthCard>
  );
}
