import { createContext, useContext } from 'react';
import type { Notifier } from './types';

export const NotifierContext = createContext<Notifier | null>(null);

/**
 * The notifier of the nearest `<ToastProvider>`.
 *
 * @example
 * const { notify } = useNotifier();
 * notify({ tone: 'success', message: 'Code Copied to clipboard' });
 */
export function useNotifier(): Notifier {
  const notifier = useContext(NotifierContext);
  if (!notifier) throw new Error('`useNotifier` must be used within <ToastProvider>');
  return notifier;
}
