export { ToastProvider } from './ToastProvider';
export type { ToastProviderProps } from './ToastProvider';
export { useNotifier } from './NotifierContext';
export type { Notifier, NotifyOptions, ToastTone } from './types';
