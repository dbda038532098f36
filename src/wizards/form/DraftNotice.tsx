import { Alert } from '../../components/Alert';
import { useWizardTranslation } from '../internal/strings';

/** Says that the form shows a restored draft (not saved yet). */
export function DraftNotice({ shown }: { shown: boolean }) {
  const { t } = useWizardTranslation();
  return shown ? <Alert tone="info">{t('wizard.frame.draftRestored')}</Alert> : null;
}
