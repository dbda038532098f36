import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { BusyStatus } from '../../../../account/internal/Announcer';
import { useEdits } from '../../../../account/internal/useEdits';
import { useSubmitGuard } from '../../../../account/internal/useSubmitGuard';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { fieldError } from '../../../../components/forms/fieldError';
import { useFocusFirstInvalid } from '../../../../components/forms/useFocusFirstInvalid';
import { Modal } from '../../../../components/Modal';
import { TextField } from '../../../../components/TextField';
import { useKitTranslation } from '../../../../i18n/useKitTranslation';
import { Actions } from './BrandModal.styles';
import { createBrandSchema, type BrandValues } from '../../../../validation/product';

/** What the brand form collects. */
export interface BrandFormValues {
  /** The brand's name (`brand_name` on the wire). */
  name: string;
}

export interface BrandModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called by the close (×) button; Escape and a press outside do not close it. */
  onClose: () => void;
  /** Called with the valid values on Save; the host creates the brand and closes the modal. */
  onSubmit: (values: BrandFormValues) => void | Promise<unknown>;
  /** Shows Save busy and ignores submits. @default false */
  submitting?: boolean;
  /** The server's refusal, shown in red in the modal. */
  serverError?: string | null;
  /** Called when the user edits the name: clear `serverError` with it. */
  onEdit?: () => void;
}

/**
 * The 'Brand >> Add New' modal (docs/behaviour.md §2): one field, Brand Name ('Brand Name is
 * required'). Its backdrop is static (docs/behaviour.md §2 catalog modals): only the close (×)
 * button or a successful save closes it, so a half-typed name is never lost by accident.
 *
 * @example
 * <BrandModal open={open} onClose={close} onSubmit={async (v) => select(await create.mutateAsync(v))} />
 */
export function BrandModal({
  open,
  onClose,
  onSubmit,
  submitting = false,
  serverError,
  onEdit,
}: BrandModalProps) {
  const { t } = useKitTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('seller.brand.title')}
      closeOnEscape={false}
      closeOnOutsideClick={false}
      size="sm"
    >
      <BrandForm
        onSubmit={onSubmit}
        submitting={submitting}
        serverError={serverError}
        onEdit={onEdit}
      />
    </Modal>
  );
}

function BrandForm({
  onSubmit,
  submitting = false,
  serverError,
  onEdit,
}: Omit<BrandModalProps, 'open' | 'onClose'>) {
  const { t } = useKitTranslation();
  const formId = useId();
  const resolver = useMemo(() => yupResolver(createBrandSchema()), []);
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const { register, handleSubmit, watch, formState } = useForm<BrandValues>({
    resolver,
    shouldFocusError: false,
    defaultValues: { brand_name: '' },
  });
  useEdits(watch, onEdit);
  const busy = submitting || formState.isSubmitting;
  const guarded = useSubmitGuard(
    handleSubmit(async (valid) => {
      await onSubmit({ name: valid.brand_name });
    }, onInvalid),
    busy,
  );

  return (
    <form
      id={formId}
      ref={formRef}
      noValidate
      // React events cross portals: a form around the opener must not see this submit.
      onSubmit={(event) => {
        event.stopPropagation();
        guarded(event);
      }}
      aria-busy={busy || undefined}
    >
      {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      <TextField
        label={t('seller.brand.name')}
        required
        autoComplete="off"
        error={fieldError(formState, 'brand_name')}
        {...register('brand_name')}
      />
      <Actions>
        <Button type="submit" loading={busy}>
          {t('seller.brand.save')}
        </Button>
      </Actions>
      <BusyStatus busy={busy} label={t('seller.brand.saving')} />
    </form>
  );
}
