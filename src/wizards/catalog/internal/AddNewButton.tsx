import { Button } from '../../../components/Button';
import { useWizardTranslation } from '../../internal/strings';

/**
 * The 'Add New' button of a catalog table; says which dialog it opens. Secondary: a step has one
 * primary action, its Next.
 */
export function AddNewButton({ onClick }: { onClick: () => void }) {
  const { t } = useWizardTranslation();
  return (
    <Button type="button" variant="secondary" aria-haspopup="dialog" onClick={onClick}>
      {t('catalog.addNew')}
    </Button>
  );
}
