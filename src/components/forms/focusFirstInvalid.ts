/** What can take focus: enabled form controls, links, editors and anything in the tab order. */
const FOCUSABLE = [
  'input:not([type="hidden"]):not(:disabled)',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'button:not(:disabled)',
  'a[href]',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * The element to focus for a control marked invalid: the control itself, the chosen radio of its
 * group (Tab lands there too), or, for a group or widget that cannot take focus, its first
 * focusable part.
 */
export function focusTarget(marked: HTMLElement, root: ParentNode): HTMLElement | null {
  if (marked.matches(FOCUSABLE)) {
    if (marked instanceof HTMLInputElement && marked.type === 'radio' && marked.name) {
      const checked = root.querySelector<HTMLInputElement>(
        `input[type="radio"][name="${CSS.escape(marked.name)}"]:checked:not(:disabled)`,
      );
      if (checked) return checked;
    }
    return marked;
  }
  return (
    marked.querySelector<HTMLElement>('input:checked:not(:disabled)') ??
    marked.querySelector<HTMLElement>(FOCUSABLE)
  );
}

/** Invalid controls; `data-invalid` marks widgets whose role has no `aria-invalid` (Dropzone's group). */
export const INVALID = '[aria-invalid="true"], [data-invalid="true"]';

/**
 * Focuses the first control under `root` marked `aria-invalid="true"` (or `data-invalid="true"`),
 * in document order (the order a reader meets the fields, whatever order they were registered or
 * validated in). Returns the focused element, or null when nothing is invalid.
 *
 * @example
 * focusFirstInvalid(formElement);
 */
export function focusFirstInvalid(root: ParentNode | null | undefined): HTMLElement | null {
  if (!root) return null;
  for (const marked of root.querySelectorAll<HTMLElement>(INVALID)) {
    const target = focusTarget(marked, root);
    if (target) {
      target.focus();
      return target;
    }
  }
  return null;
}
