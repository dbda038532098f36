import { Button } from '../../../components/Button';
import { useKitTranslation } from '../../../i18n/useKitTranslation';

/** The 'Add New' button of a catalog table; says which dialog it opens. */
export function AddNewButton({ onClick }: { onClick: () => void }) {
  const { t } = useKitTranslation();
  return (
    <Button type="button" aria-haspopup="dialog" onClick={onClick}>
      {t('catalog.addNew')}
    </Button>
  );
}
