import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { styled } from 'styled-components';
import { StepRefusal } from '../../form/StepRefusal';
import { Button } from '../../../components/Button';
import { useFocusFirstInvalid } from '../../../components/forms/useFocusFirstInvalid';
import { Modal, type ModalProps } from '../../../components/Modal';
import { useWizardTranslation } from '../../internal/strings';
import { useEdits } from '../../../components/forms/useEdits';
import { useSubmitGuard } from '../../../components/forms/useSubmitGuard';
import { PendingChecksProvider } from '../../../components/forms/pendingChecks';
import { useFieldChecks } from '../../../components/forms/useFieldChecks';
import type { CatalogModalProps } from '../types';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Why Escape kept the dialog: beside the buttons that close it, said politely when it appears. */
const EscapeNote = styled.p`
  flex: 1 1 14rem;
  align-self: center;
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.typography.size.sm};

  &:empty {
    flex: 0 0 0;
  }
`;

/**
 * What the form holds, comparable between two moments: files by name and size, nothing and an
 * empty answer alike.
 */
function snapshot(values: FieldValues): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    value instanceof File
      ? `file:${value.name}:${value.size}`
      : value === undefined || value === null
        ? ''
        : value,
  );
}

export interface CatalogModalFrameProps<V extends FieldValues> extends CatalogModalProps<V> {
  /** The dialog's title. */
  title: string;
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
 * The shell every add-new modal shares (docs/behaviour.md, "Screens and routes" and "Keyboard and screen readers"): Escape closes it, as every
 * kit dialog, while nothing is typed; once something is, Escape keeps it (nothing typed is lost by
 * accident) and a note beside the buttons says so. A press outside never closes it (a static
 * backdrop); the cross and Cancel close it, Save submits. Errors show after a Save only, the first
 * invalid field takes focus; the server's refusal shows above the fields and the typed values stay.
 */
export function CatalogModal<V extends FieldValues>({
  open,
  onClose,
  title,
  size,
  submitting = false,
  ...rest
}: CatalogModalFrameProps<V>) {
  const { t } = useWizardTranslation();
  const formId = useId();
  const noteId = useId();
  const [pending, setPending] = useState(false);
  // Save pressed while an image is still being checked: it waits for the answer.
  const [waiting, setWaiting] = useState(false);
  const [escapeKept, setEscapeKept] = useState(false);
  const hasInputRef = useRef<() => boolean>(() => false);
  const busy = submitting || pending;
  const close = () => {
    setEscapeKept(false);
    onClose();
  };
  const closeOnEscape = () => {
    if (!hasInputRef.current()) return true;
    setEscapeKept(true);
    return false;
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      size={size}
      closeOnEscape={closeOnEscape}
      closeOnOutsideClick={false}
      footer={
        <>
          <EscapeNote id={noteId} role="status">
            {waiting && !busy
              ? t('wizard.frame.checkingImage')
              : escapeKept
                ? t('catalog.escapeKept')
                : ''}
          </EscapeNote>
          <Button type="button" variant="secondary" onClick={close}>
            {t('catalog.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={busy || waiting}
            aria-describedby={waiting && !busy ? noteId : undefined}
          >
            {busy ? t('catalog.saving') : t('catalog.save')}
          </Button>
        </>
      }
    >
      <CatalogForm<V>
        {...rest}
        formId={formId}
        busy={busy}
        onPending={setPending}
        onWaiting={setWaiting}
        hasInputRef={hasInputRef}
      />
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
  /** Told whether a Save waits for a field's check (an image's bytes being read). */
  onWaiting: (waiting: boolean) => void;
  /** Set to a check of whether the form holds anything typed since it opened. */
  hasInputRef: RefObject<() => boolean>;
}

// Mounted only while the modal is open, so each opening starts from the default values.
function CatalogForm<V extends FieldValues>({
  formId,
  busy,
  onPending,
  onWaiting,
  resolver,
  defaultValues,
  onSubmit,
  serverError,
  serverRefusal,
  onEdit,
  hasInputRef,
  children,
}: CatalogFormProps<V>) {
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const form = useForm<V, unknown, V>({ resolver, defaultValues, shouldFocusError: false });
  // What the fields held once mounted (their registered defaults): input is a difference from it.
  useEffect(() => {
    const { getValues } = form;
    const opened = snapshot(getValues());
    hasInputRef.current = () => snapshot(getValues()) !== opened;
    return () => {
      hasInputRef.current = () => false;
    };
  }, [form, hasInputRef]);
  useEdits(form.watch, onEdit);
  // A Save pressed while the banner's image is still being checked waits for the answer, as a
  // step's Next does: before it the field holds nothing and would say the image is required.
  const { checks, waiting, afterChecks } = useFieldChecks();
  useEffect(() => {
    onWaiting(waiting);
    return () => onWaiting(false);
  }, [waiting, onWaiting]);
  const guarded = useSubmitGuard(
    afterChecks(
      form.handleSubmit(async (values) => {
        onPending(true);
        try {
          await onSubmit(values);
        } finally {
          onPending(false);
        }
      }, onInvalid),
    ),
    busy,
  );
  return (
    <Fields
      id={formId}
      ref={formRef}
      noValidate
      onSubmit={guarded}
      aria-busy={busy || waiting || undefined}
    >
      {serverError || serverRefusal ? (
        <StepRefusal text={serverError} reason={serverRefusal} formRef={formRef} />
      ) : null}
      <PendingChecksProvider value={checks}>{children(form)}</PendingChecksProvider>
    </Fields>
  );
}
