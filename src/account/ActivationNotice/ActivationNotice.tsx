import { Alert } from '../../components/Alert';
import type { AccountKind } from '../../api/types';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import type { ActivationStatus } from '../hooks/useActivation';

export interface ActivationNoticeProps {
  /** Where the activation stands; nothing is shown for 'idle'. */
  status: ActivationStatus;
  /** Which account was activated: picks the admin or seller sentence. @default 'company' */
  kind?: AccountKind | null;
  /** Details of a failure (e.g. the server's message), shown under the clear error. */
  error?: string | null;
  /** Class for the message. */
  className?: string;
}

/**
 * The outcome of an activation link on the sign-in screen: in green, 'Your Email is Verified. Now
 * you can login your admin account' (or '… your seller account'); a clear error when it failed.
 *
 * @example
 * <ActivationNotice status="success" kind="seller" />
 */
export function ActivationNotice({
  status,
  kind = 'company',
  error,
  className,
}: ActivationNoticeProps) {
  const { t } = useKitTranslation();
  if (status === 'idle') return null;
  if (status === 'pending') {
    return (
      <Alert tone="info" className={className}>
        {t('account.activation.verifying')}
      </Alert>
    );
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
  const failed = t('account.activation.failed');
  return (
    <Alert
      tone="danger"
      className={className}
      title={error && error !== failed ? failed : undefined}
    >
      {error && error !== failed ? error : failed}
    </Alert>
  );
}
