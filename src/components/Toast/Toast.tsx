import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import { IconButton } from '../common/IconButton';
import { CloseIcon } from '../common/icons';
import { ToneIcon } from '../internal/ToneIcon';
import { Body, Title, ToastRoot } from './Toast.styles';
import type { ToastRecord } from './types';

export interface ToastProps {
  /** The toast to show. */
  toast: ToastRecord;
  /** Removes the toast (close button or time out). */
  onDismiss: (id: string) => void;
}

/** One toast: closes itself after its duration, and waits while hovered or focused. */
export function Toast({ toast, onDismiss }: ToastProps) {
  const { t } = useKitTranslation();
  const { id, tone, title, message, duration } = toast;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(duration);

  useEffect(() => {
    if (paused || duration <= 0) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, duration, id, onDismiss]);

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <ToastRoot
      $tone={tone}
      data-tone={tone}
      data-state={paused ? 'paused' : 'running'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <ToneIcon tone={tone} />
      <Body>
        {title ? <Title>{title}</Title> : null}
        <div>{message}</div>
      </Body>
      <IconButton
        type="button"
        aria-label={t('fields.dismissNotification')}
        onClick={() => onDismiss(id)}
      >
        <CloseIcon />
      </IconButton>
    </ToastRoot>
  );
}
