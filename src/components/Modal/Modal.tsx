import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from 'styled-components';
import { useComponentTranslation } from '../internal/strings';
import { usePortalContainer } from '../../theme/ThemeProvider';
import { IconButton } from '../common/IconButton';
import { CloseIcon } from '../common/icons';
import { deepActiveElement, dialogStack, lockBodyScroll, tabbables } from './focus';
import {
  Backdrop,
  Body,
  Description,
  Footer,
  Layer,
  Nudger,
  Panel,
  PanelHeader,
  Title,
  type ModalSize,
} from './Modal.styles';

export interface ModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the user closes the dialog: the close (×) button, Escape or a press outside. */
  onClose: () => void;
  /**
   * Whether Escape closes the dialog (WAI-ARIA's dialog pattern). When false, Escape nudges it. A
   * function is asked at each press: a form can close on Escape while it holds nothing typed, and
   * keep (and say why) once it does. @default true
   */
  closeOnEscape?: boolean | (() => boolean);
  /** Whether a press on the backdrop closes the dialog. When false, the press nudges it. @default true */
  closeOnOutsideClick?: boolean;
  /** The title (host content, e.g. 'Level2 Category >> Add New'); names the dialog. */
  title: ReactNode;
  /** The dialog's content. */
  children?: ReactNode;
  /** Actions under the content, e.g. Cancel and Save. */
  footer?: ReactNode;
  /** A short description under the title, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Width on larger screens: sm 25rem, md 32rem, lg 50rem (full width on phones). @default 'md' */
  size?: ModalSize;
  /** Element to focus on open; by default the first focusable in the content, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button. @default translated 'Close' */
  closeLabel?: string;
  /** Class for the dialog panel. */
  className?: string;
  /** Ref to the dialog element (`role="dialog"`). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A modal dialog. Escape, a press on the backdrop and the close (×) button close it, as WAI-ARIA's
 * dialog pattern expects; a form that must not lose its input by accident turns the first two off
 * (`closeOnEscape={false} closeOnOutsideClick={false}`: a static backdrop), or asks at each Escape
 * (`closeOnEscape={() => nothingTyped}`, as the catalog modals of docs/behaviour.md, "Screens and routes" do), and the
 * dialog then nudges instead of closing. Focus moves in on
 * open, stays trapped while open and returns to the opener on close; the page behind does not
 * scroll. The dialog is never taller than the viewport: its header (title, close button) and
 * footer (the actions) stay in view and only the body between them scrolls.
 *
 * @example
 * <Modal open={open} onClose={() => setOpen(false)} title="Level2 Category >> Add New"
 *   closeOnEscape={false} closeOnOutsideClick={false}
 *   footer={<Button type="submit" form="level2">Save</Button>}>
 *   <Level2Form id="level2" … />
 * </Modal>
 */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  description,
  size = 'md',
  initialFocusRef,
  closeLabel,
  closeOnEscape = true,
  closeOnOutsideClick = true,
  className,
  ref,
}: Omit<ModalProps, 'open'>) {
  const { t } = useComponentTranslation();
  const theme = useTheme();
  const portal = usePortalContainer();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [nudging, setNudging] = useState(false);
  // A body that scrolls with nothing focusable in it takes focus itself, so the keyboard can
  // scroll it (WCAG 2.1.1).
  const [scrollStop, setScrollStop] = useState(false);
  // Read by the listeners below without re-attaching them (and re-focusing) when a prop changes.
  const dismissal = useRef({ onClose, closeOnOutsideClick });
  useEffect(() => {
    dismissal.current = { onClose, closeOnOutsideClick };
  });

  useImperativeHandle(ref, () => dialogRef.current as HTMLDivElement, []);

  // A hydrating provider's portal element comes a commit after its first render, so the dialog
  // may move into it once; everything tied to the DOM node re-runs for the node in `target`.
  const target = portal ?? (typeof document === 'undefined' ? null : document.body);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const opener = deepActiveElement();
    openerRef.current = opener instanceof HTMLElement ? opener : null;
    const unlock = lockBodyScroll();
    return () => {
      unlock();
      const opener = openerRef.current;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    dialogStack.push(dialog);
    const body = bodyRef.current;
    const first = initialFocusRef?.current ?? (body ? tabbables(body)[0] : undefined) ?? dialog;
    // The dialog is fixed in the viewport: focusing must not scroll the page (or, in an iframe,
    // the embedding page, such as a docs page) to it.
    first.focus({ preventScroll: true });

    // Focus that escapes (a script, an assistive-tech jump) is brought back in. In a shadow root
    // the document sees the host element as the target: the path's first node is the real one.
    const onFocusIn = (event: FocusEvent) => {
      if (dialogStack[dialogStack.length - 1] !== dialog) return;
      const target = event.composedPath()[0] ?? event.target;
      if (target instanceof Node && !dialog.contains(target)) {
        (tabbables(dialog)[0] ?? dialog).focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);

    // A press outside closes the dialog, or (static backdrop) keeps focus inside and nudges it.
    const backdrop = backdropRef.current;
    const onBackdropDown = (event: MouseEvent) => {
      if (event.target !== backdrop) return;
      event.preventDefault();
      if (dismissal.current.closeOnOutsideClick) dismissal.current.onClose();
      else setNudging(true);
    };
    backdrop?.addEventListener('mousedown', onBackdropDown);

    return () => {
      document.removeEventListener('focusin', onFocusIn);
      backdrop?.removeEventListener('mousedown', onBackdropDown);
      const index = dialogStack.lastIndexOf(dialog);
      if (index >= 0) dialogStack.splice(index, 1);
    };
  }, [target, initialFocusRef]);

  useEffect(() => {
    const body = bodyRef.current;
    if (!body || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () =>
      setScrollStop(body.scrollHeight > body.clientHeight + 1 && tabbables(body).length === 0);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    if (body.firstElementChild) observer.observe(body.firstElementChild);
    return () => observer.disconnect();
  }, [target]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      // Only this dialog reacts: neither a dialog behind nor a host's own Escape handler acts.
      event.stopPropagation();
      event.preventDefault();
      const closes = typeof closeOnEscape === 'function' ? closeOnEscape() : closeOnEscape;
      if (closes) onClose();
      else setNudging(true);
      return;
    }
    if (event.key !== 'Tab') return;
    const items = tabbables(dialog);
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (!firstItem || !lastItem) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = deepActiveElement();
    if (event.shiftKey && (active === firstItem || active === dialog)) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && active === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  if (!target) return null;

  return createPortal(
    <Layer className={portal ? undefined : 'sfo-root'} dir={theme.direction}>
      <Backdrop ref={backdropRef} data-testid="sfo-modal-backdrop">
        <Nudger
          $size={size}
          $nudge={nudging}
          data-nudging={nudging || undefined}
          onAnimationEnd={(event) => {
            if (event.target === event.currentTarget) setNudging(false);
          }}
        >
          <Panel
            ref={dialogRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={description ? descriptionId : undefined}
            tabIndex={-1}
            className={className}
            onKeyDown={onKeyDown}
          >
            <PanelHeader>
              <Title id={titleId}>{title}</Title>
              <IconButton
                type="button"
                aria-label={closeLabel ?? t('data.modal.close')}
                onClick={onClose}
              >
                <CloseIcon />
              </IconButton>
            </PanelHeader>
            <Body
              ref={bodyRef}
              {...(scrollStop
                ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId }
                : undefined)}
            >
              {description ? <Description id={descriptionId}>{description}</Description> : null}
              {children}
            </Body>
            {footer ? <Footer>{footer}</Footer> : null}
          </Panel>
        </Nudger>
      </Backdrop>
    </Layer>,
    target,
  );
}
