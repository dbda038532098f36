import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { focusFirstInvalid } from './focusFirstInvalid';

export interface FocusFirstInvalid<T extends HTMLElement> {
  /** Put on the form (or any element around its fields). */
  formRef: RefObject<T | null>;
  /** react-hook-form's `handleSubmit(onValid, onInvalid)` second argument. */
  onInvalid: () => void;
  /** How many submits have failed validation so far (0 before the first). */
  attempts: number;
}

/**
 * After a submit that failed validation, focuses the first invalid field in the order the reader
 * sees them (docs/architecture.md, Forms): the first `aria-invalid="true"` control inside `formRef`, once the
 * errors have rendered. Every kit field marks itself that way, custom ones included (ImageField's
 * picker, RichTextEditor, RadioGroup; Dropzone, whose group role has no invalid state, with
 * `data-invalid`). react-hook-form's own focus follows the order
 * fields were registered in, so turn it off with `shouldFocusError: false`.
 *
 * @example
 * const { formRef, onInvalid } = useFocusFirstInvalid();
 * const { register, handleSubmit } = useForm({ resolver, shouldFocusError: false });
 * <form ref={formRef} noValidate onSubmit={handleSubmit(save, onInvalid)}>…</form>
 */
export function useFocusFirstInvalid<
  T extends HTMLElement = HTMLFormElement,
>(): FocusFirstInvalid<T> {
  const formRef = useRef<T | null>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (request === 0) return undefined;
    // The commit that rendered the errors has happened; focusing in a task of its own also lands
    // after react-hook-form's deferred focus, should a form leave `shouldFocusError` on.
    const timer = setTimeout(() => focusFirstInvalid(formRef.current));
    return () => clearTimeout(timer);
  }, [request]);

  const onInvalid = useCallback(() => setRequest((count) => count + 1), []);
  return { formRef, onInvalid, attempts: request };
}
