import { useRef, useState } from 'react';
import { errorText } from '../../../api/errorText';
import type { Id } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useFocusAfterClose } from '../../../components/Modal/focus';
import { useNotifier } from '../../../components/Toast';
import type { CatalogList } from '../../internal/queryKeys';
import { useWizardTranslation } from '../../internal/strings';
import { useRemoveCatalogItem, type CatalogRows } from '../queries';

type RemovableList = Exclude<CatalogList, 'brands'>;

/** How each list names a row and its own title (the question says both). */
const ROWS: {
  [L in RemovableList]: {
    idOf: (row: CatalogRows[L]) => Id;
    nameOf: (row: CatalogRows[L]) => string;
    title: string;
  };
} = {
  level1: { idOf: (r) => r.level1_id, nameOf: (r) => r.level1_name, title: 'catalog.level1.table' },
  level2: { idOf: (r) => r.level2_id, nameOf: (r) => r.level2_name, title: 'catalog.level2.table' },
  level3: { idOf: (r) => r.level3_id, nameOf: (r) => r.level3_name, title: 'catalog.level3.table' },
  banners: {
    idOf: (r) => r.banner_id,
    nameOf: (r) => r.banner_slogan,
    title: 'catalog.banner.table',
  },
  collections: {
    idOf: (r) => r.collection_id,
    nameOf: (r) => r.collection_name,
    title: 'catalog.collection.table',
  },
};

/**
 * The Remove cycle of a catalog list (docs/behaviour.md, "States and transitions", "A seller's catalog"): a row's Remove
 * asks first, in a dialog whose Cancel has focus; a removal toasts '“name” removed', refreshes the
 * list and puts focus on the list's heading (the row and its button are gone); a refusal (in use,
 * not the caller's) is shown in the dialog, worded at render so a language switch rewords it.
 */
export function useRemoveEntry<L extends RemovableList>(list: L, companyId: Id) {
  type T = CatalogRows[L];
  const { idOf, nameOf, title } = ROWS[list] as unknown as {
    idOf: (row: T) => Id;
    nameOf: (row: T) => string;
    title: string;
  };
  const { t } = useWizardTranslation();
  const { notify } = useNotifier();
  const remove = useRemoveCatalogItem(list, companyId);
  const [target, setTarget] = useState<T | null>(null);
  const [refusal, setRefusal] = useState<{ reason: unknown } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus goes to the table's heading once the dialog has given it back to the removed row's
  // button (an animation frame was not always late enough on a loaded machine).
  const focusHeading = useFocusAfterClose(headingRef);

  const confirm = async () => {
    if (target === null || remove.isPending) return;
    setRefusal(null);
    try {
      await remove.mutateAsync(idOf(target));
    } catch (reason) {
      setRefusal({ reason });
      return;
    }
    setTarget(null);
    notify({ tone: 'success', message: t('catalog.remove.removed', { name: nameOf(target) }) });
    focusHeading();
  };

  return {
    /** Passed to the table: a Remove button on each row. */
    table: {
      onRemove: (row: T) => {
        setRefusal(null);
        setTarget(row);
      },
      rowName: nameOf,
      headingRef,
    },
    /** The question, rendered beside the table. */
    dialog: (
      <ConfirmDialog
        open={target !== null}
        onClose={() => setTarget(null)}
        onConfirm={confirm}
        title={t('catalog.remove.title')}
        cancelLabel={t('catalog.cancel')}
        confirmLabel={t('catalog.remove.button')}
        busyLabel={t('catalog.remove.removing')}
        busy={remove.isPending}
        error={refusal ? errorText(refusal.reason, t) : null}
      >
        {target && t('catalog.remove.confirm', { name: nameOf(target), list: t(title) })}
      </ConfirmDialog>
    ),
  };
}
