import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Alert } from '../../components/Alert';
import { Skeleton } from '../../components/Skeleton';
import type { AccountKind } from '../../api/types';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import type { ActivationStatus } from '../hooks/useActivation';

export interface ActivationNoticeProps {
  /** Where the activation stands; nothing is shown for 'idle'. */
  status: ActivationStatus;
  /** Which account was activated: picks the admin or seller sentence. @default 'company' */
  kind?: AccountKind | null;
  /**
   * The failure in the reader's language (e.g. `useActivation`'s `error`), shown instead of the
   * kit's general sentence; the notice shows one message, never both.
   */
  error?: string | null;
  /** Shown under a failure: what the newcomer can do next (resend, back to sign-in). */
  actions?: ReactNode;
  /** Class for the message. */
  className?: string;
}

/**
 * The outcome of an activation link on the sign-in screen: in green, 'Your Email is Verified. Now
 * you can login your admin account' (or '… your seller account'); one clear message when it
 * failed, with `actions` under it.
 *
 * @example
 * <ActivationNotice status="success" kind="seller" />
 */
export function ActivationNotice({
  status,
  kind = 'company',
  error,
  actions,
  className,
}: ActivationNoticeProps) {
  const { t } = useKitTranslation();
  if (status === 'idle') return null;
  // Still asking: the shape of the message to come, announced once, as every wait for content.
  if (status === 'pending') {
    return <Skeleton lines={1} label={t('account.activation.verifying')} className={className} />;
  }
  if (status === 'success') {
    return (
      <Alert tone="success" className={className}>
        {kind === 'seller'
          ? t('account.activation.verifiedSeller')
          : t('account.activation.verifiedCompany')}
      </Alert>
    );
  }
  const message = (
    <Alert tone="danger" className={actions ? undefined : className}>
      {error || t('account.activation.failed')}
    </Alert>
  );
  if (!actions) return message;
  return (
    <Failed className={className}>
      {message}
      {actions}
    </Failed>
  );
}

const Failed = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
