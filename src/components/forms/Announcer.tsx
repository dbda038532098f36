import { useCallback, useState } from 'react';

/**
 * A visually hidden live region for messages that appear without a submit (username taken,
 * password mismatch): the visible text sits under its field, this makes screen readers say it.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState<{ text: string; n: number } | null>(null);
  const announce = useCallback(
    (text: string) => setMessage((previous) => ({ text, n: (previous?.n ?? 0) + 1 })),
    [],
  );
  const region = (
    <span
      className="sfo-visually-hidden"
      aria-live="assertive"
      aria-atomic="true"
      data-announcer=""
    >
      {/* A new key per message, so the same sentence is announced again. */}
      {message ? <span key={message.n}>{message.text}</span> : null}
    </span>
  );
  return { announce, region };
}

/** Says "busy" politely while a form submits (the button itself only turns aria-busy). */
export function BusyStatus({ busy, label }: { busy: boolean; label: string }) {
  return (
    <span className="sfo-visually-hidden" role="status">
      {busy ? label : ''}
    </span>
  );
}
