import type { ReactNode } from 'react';
import type { Tone } from '../internal/tone';

/** The tone of a toast. */
export type ToastTone = Tone;

/** What `notify` shows. */
export interface NotifyOptions {
  /** Meaning and colour; 'danger' toasts are announced assertively. @default 'info' */
  tone?: ToastTone;
  /** The message (e.g. 'Code Copied to clipboard'). */
  message: ReactNode;
  /** A bold first line. */
  title?: ReactNode;
  /** Milliseconds before it closes itself (paused while hovered or focused); 0 keeps it open. @default 5000 */
  duration?: number;
}

/** Shows and removes toasts; from `useNotifier()`. */
export interface Notifier {
  /** Shows a toast and returns its id. */
  notify: (options: NotifyOptions) => string;
  /** Removes a toast by id (no-op if it is already gone). */
  dismiss: (id: string) => void;
}

/** A toast on screen. */
export interface ToastRecord extends Required<Pick<NotifyOptions, 'tone' | 'duration'>> {
  id: string;
  message: ReactNode;
  title?: ReactNode;
}
