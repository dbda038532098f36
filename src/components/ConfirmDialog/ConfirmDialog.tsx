import { useId, useRef, type FormEvent, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Modal } from '../Modal';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /**
   * Called on Cancel, Escape and the close (×) button; never while `busy` (Cancel stays focusable
   * then, so focus is not lost, and does nothing).
   */
  onClose: () => void;
  /**
   * Called on the confirming button, or Enter in one of the `fields`: the dialog stays open (a
   * promise it returns is the caller's to settle, showing a failure with `error`).
   */
  onConfirm: () => unknown;
  /** The question, as a title ('Remove this administrator?'); names the dialog. */
  title: ReactNode;
  /** What answering does, under the title; describes the dialog to screen readers. */
  children?: ReactNode;
  /**
   * Fields the answer needs (a password for a step-up, a reason…), inside the dialog's form. With
   * fields the first of them has focus when the dialog opens, and a press outside does not close
   * it (what was typed stays); without, Cancel has focus, so Enter never confirms by accident.
   */
  fields?: ReactNode;
  /** The confirming button's label ('Remove'). */
  confirmLabel: string;
  /** The confirming button's label while `busy` ('Removing…'). @default confirmLabel */
  busyLabel?: string;
  /** Cancel's label. */
  cancelLabel: string;
  /** The answer is being carried out: the confirming button spins, nothing closes the dialog. */
  busy?: boolean;
  /** Why the last answer failed, announced at once (role="alert") above the fields. */
  error?: ReactNode;
  /** The confirming button's look: danger for what cannot be undone. @default 'danger' */
  tone?: 'danger' | 'primary';
  /** Class for the dialog panel. */
  className?: string;
  /** Ref to the dialog element (`role="dialog"`). */
  ref?: Ref<HTMLDivElement>;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  p {
    margin: 0;
  }
`;

/**
 * A question before an action, on the kit's `Modal`: a title, what answering does (the dialog's
 * description), optional `fields` the answer needs (the password of a step-up), Cancel and the
 * confirming button. Its content is a form, so Enter in a field confirms; while `busy` it stays
 * open and says so (`aria-busy`), and a failure (`error`) is announced in it. Focus starts on the
 * first field, else on Cancel, stays in the dialog, and returns to the opener when it closes.
 *
 * @example
 * <ConfirmDialog open={open} onClose={close} onConfirm={remove} title="Remove Ravi?"
 *   confirmLabel="Remove" busyLabel="Removing…" cancelLabel="Cancel" busy={busy} error={failure}
 *   fields={<PasswordField label="Your password" value={pw} onChange={…} />}>
 *   Ravi is signed out at once.
 * </ConfirmDialog>
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  children,
  fields,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy = false,
  error,
  tone = 'danger',
  className,
  ref,
}: ConfirmDialogProps) {
  const formId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const hasFields = fields !== undefined && fields !== null && fields !== false;
  const close = () => {
    if (!busy) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void onConfirm();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      description={children}
      size="sm"
      closeOnEscape={() => !busy}
      closeOnOutsideClick={!busy && !hasFields}
      {...(hasFields ? {} : { initialFocusRef: cancelRef })}
      {...(className ? { className } : {})}
      {...(ref ? { ref } : {})}
      footer={
        <>
          <Button ref={cancelRef} type="button" variant="outline" onClick={close}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={tone} loading={busy}>
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate aria-busy={busy || undefined}>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {fields}
      </Form>
    </Modal>
  );
}
