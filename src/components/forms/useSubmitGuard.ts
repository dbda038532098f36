import { useRef, type FormEvent } from 'react';

/**
 * Wraps a form's submit so it runs once at a time: while the host says `busy`, or while the last
 * submit's promise is pending, Enter and clicks do nothing.
 */
export function useSubmitGuard(
  submit: (event?: FormEvent<HTMLFormElement>) => Promise<void>,
  busy: boolean,
) {
  const pending = useRef(false);
  return (event: FormEvent<HTMLFormElement>) => {
    if (busy || pending.current) {
      event.preventDefault();
      return;
    }
    pending.current = true;
    void submit(event).finally(() => {
      pending.current = false;
    });
  };
}
