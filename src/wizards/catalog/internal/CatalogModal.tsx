import { useId, useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { styled } from 'styled-components';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { useFocusFirstInvalid } from '../../../components/forms/useFocusFirstInvalid';
import { Modal, type ModalProps } from '../../../components/Modal';
import { useWizardTranslation } from '../../internal/strings';
import { useEdits } from '../../../components/forms/useEdits';
import { useSubmitGuard } from '../../../components/forms/useSubmitGuard';
import type { CatalogModalProps } from '../types';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export interface CatalogModalFrameProps<V extends FieldValues> extends CatalogModalProps<V> {
  /** The dialog's title. */
  title: string;
  /** Words added to the dialog's name, not shown ('Add New' → 'Add New Level1 Category'). */
  titleDetail?: string;
  /** The dialog's width. @default 'md' */
  size?: ModalProps['size'];
  /** Validation of the form (yupResolver of the catalog schema). */
  resolver: Resolver<V, unknown, V>;
  /** What the form starts with each time the modal opens. */
  defaultValues?: DefaultValues<V>;
  /** The fields, rendered with the form. */
  children: (form: UseFormReturn<V, unknown, V>) => ReactNode;
}

/**
 * The shell every add-new modal shares (docs/behaviour.md §2): a static backdrop (Escape and a
 * press outside nudge instead of closing, so nothing typed is lost by accident, and a note under
 * the title says so: docs/behaviour.md §10), the cross and Cancel close it, Save submits. Errors show after a Save only, the first invalid field takes
 * focus; the server's refusal shows above the fields and the typed values stay.
 */
export function CatalogModal<V extends FieldValues>({
  open,
  onClose,
  title,
  titleDetail,
  size,
  submitting = false,
  ...rest
}: CatalogModalFrameProps<V>) {
  const { t } = useWizardTranslation();
  const formId = useId();
  const [pending, setPending] = useState(false);
  const busy = submitting || pending;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={
        titleDetail ? (
          <>
            {title} <span className="sfo-visually-hidden">{titleDetail}</span>
          </>
        ) : (
          title
        )
      }
      description={t('catalog.escapeHint')}
      size={size}
      closeOnEscape={false}
      closeOnOutsideClick={false}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('catalog.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {busy ? t('catalog.saving') : t('catalog.save')}
          </Button>
        </>
      }
    >
      <CatalogForm<V> {...rest} formId={formId} busy={busy} onPending={setPending} />
    </Modal>
  );
}

interface CatalogFormProps<V extends FieldValues> extends Omit<
  CatalogModalFrameProps<V>,
  'open' | 'onClose' | 'title' | 'size' | 'submitting'
> {
  formId: string;
  busy: boolean;
  onPending: (pending: boolean) => void;
}

// Mounted only while the modal is open, so each opening starts from the default values.
function CatalogForm<V extends FieldValues>({
  formId,
  busy,
  onPending,
  resolver,
  defaultValues,
  onSubmit,
  serverError,
  onEdit,
  children,
}: CatalogFormProps<V>) {
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const form = useForm<V, unknown, V>({ resolver, defaultValues, shouldFocusError: false });
  useEdits(form.watch, onEdit);
  const guarded = useSubmitGuard(
    form.handleSubmit(async (values) => {
      onPending(true);
      try {
        await onSubmit(values);
      } finally {
        onPending(false);
      }
    }, onInvalid),
    busy,
  );
  return (
    <Fields id={formId} ref={formRef} noValidate onSubmit={guarded} aria-busy={busy || undefined}>
      {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      {children(form)}
    </Fields>
  );
}
