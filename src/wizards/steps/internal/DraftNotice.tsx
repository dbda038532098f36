import { Alert } from '../../../components/Alert';
import { useKitTranslation } from '../../../i18n/useKitTranslation';

/** Says that the form shows a restored draft (not saved yet). */
export function DraftNotice({ shown }: { shown: boolean }) {
  const { t } = useKitTranslation();
  return shown ? <Alert tone="info">{t('wizard.frame.draftRestored')}</Alert> : null;
}
