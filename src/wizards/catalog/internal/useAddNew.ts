import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorText } from '../../../api/errorText';
import { useNotifier } from '../../../components/Toast';
import { useWizardTranslation } from '../../internal/strings';
import type { CatalogTableProps } from './CatalogTable';

export interface AddNewOptions<V> {
  /** Saves the modal's values (a create mutation). */
  save: (values: V) => Promise<unknown>;
  /** The i18n key of the success message, e.g. 'catalog.level1.added'. */
  added: string;
  /** Called after the create, once the modal is closed. */
  onCreated?: () => void | Promise<void>;
}

/**
 * The Add New cycle every catalog piece shares (docs/behaviour.md, "States and transitions" and "Messages"): the modal opens empty;
 * a successful save toasts the product's message, closes the modal (the list has refreshed by
 * then) and calls `onCreated`; a refused one shows the server's message in the modal and keeps
 * what was typed, until the user edits.
 */
export function useAddNew<V>({ save, added, onCreated }: AddNewOptions<V>) {
  const { t } = useWizardTranslation();
  const { notify } = useNotifier();
  const [open, setOpen] = useState(false);
  // Kept as the failure and worded at render, so a language switch rewords it (as useCall does).
  const [refusal, setRefusal] = useState<{ reason: unknown } | null>(null);

  const onSubmit = async (values: V) => {
    setRefusal(null);
    try {
      await save(values);
    } catch (reason) {
      setRefusal({ reason });
      return;
    }
    notify({ tone: 'success', message: t(added) });
    setOpen(false);
    try {
      await onCreated?.();
    } catch (failure) {
      const text = errorText(failure, t);
      if (text) notify({ tone: 'danger', message: text });
    }
  };

  return {
    /** Opens the modal with an empty form. */
    openModal: () => {
      setRefusal(null);
      setOpen(true);
    },
    /** Spread on the modal. */
    modal: {
      open,
      onClose: () => setOpen(false),
      onSubmit,
      serverError: refusal ? errorText(refusal.reason, t) : null,
      serverRefusal: refusal?.reason,
      onEdit: () => setRefusal(null),
    },
  };
}

/** A list query as a catalog table's rows, skeleton, failure and Retry. */
export function useTableState<T>(query: UseQueryResult<T[]>): CatalogTableProps<T> {
  const { t } = useWizardTranslation();
  return {
    rows: query.data,
    loading: query.isPending,
    error: query.isError && !query.data ? errorText(query.error, t) : null,
    onRetry: () => void query.refetch(),
  };
}
