import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from '../../theme/ThemeProvider';
import { NotifierContext } from './NotifierContext';
import { Toast } from './Toast';
import { LiveRegion, Viewport } from './Toast.styles';
import type { Notifier, NotifyOptions, ToastRecord } from './types';

export interface ToastProviderProps {
  /** The part of the app that may call `useNotifier()`. */
  children?: ReactNode;
  /** Milliseconds a toast stays when `notify` names no duration. @default 5000 */
  defaultDuration?: number;
  /** Most toasts on screen; the oldest goes first. @default 5 */
  max?: number;
}

/**
 * Shows toasts at the inline-end bottom corner (at the top under the md breakpoint, so they never
 * cover a page's bottom actions on a phone), in live regions (polite; 'danger' assertive), inside
 * the kit's portal so they keep its theme and direction. Place it inside `<ThemeProvider>`.
 *
 * @example
 * <ThemeProvider><ToastProvider><App /></ToastProvider></ThemeProvider>
 * // anywhere below:
 * const { notify } = useNotifier();
 */
export function ToastProvider({ children, defaultDuration = 5000, max = 5 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const counter = useRef(0);
  const container = usePortalContainer();

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const notify = useCallback(
    ({ tone = 'info', message, title, duration = defaultDuration }: NotifyOptions) => {
      counter.current += 1;
      const id = `sfo-toast-${counter.current}`;
      setToasts((list) => [...list, { id, tone, message, title, duration }].slice(-max));
      return id;
    },
    [defaultDuration, max],
  );

  const notifier = useMemo<Notifier>(() => ({ notify, dismiss }), [notify, dismiss]);
  const polite = toasts.filter((toast) => toast.tone !== 'danger');
  const assertive = toasts.filter((toast) => toast.tone === 'danger');

  // The live regions are always mounted: content added to an existing region is announced.
  const viewport = (
    <Viewport className="sfo-toasts">
      <LiveRegion role="status" aria-live="polite">
        {polite.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </LiveRegion>
      <LiveRegion role="alert" aria-live="assertive">
        {assertive.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </LiveRegion>
    </Viewport>
  );

  return (
    <NotifierContext.Provider value={notifier}>
      {children}
      {container ? createPortal(viewport, container) : viewport}
    </NotifierContext.Provider>
  );
}
