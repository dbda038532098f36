import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * The alert or status message that shows `text`. The canvas holds other live regions too (the
 * global toast regions, the forms' busy status), so a message is found by its words, then its role.
 */
export async function findMessage(
  root: HTMLElement,
  role: 'alert' | 'status',
  text: string | RegExp,
): Promise<HTMLElement> {
  const node = await within(root).findByText(text);
  const region = node.closest<HTMLElement>(`[role="${role}"]`);
  await expect(region).not.toBeNull();
  return region as HTMLElement;
}

/**
 * The server's refusal shown on a form: its danger alert (not the toast regions). In English the
 * play checks the reference server's words; in another locale only that the refusal shows, since
 * a server's text is its own (the kit may translate it from the server's code).
 */
export async function findRefusal(
  root: HTMLElement,
  locale: string,
  english: string,
): Promise<HTMLElement> {
  const form = root.querySelector('form') ?? root;
  const alert = await waitFor(() => {
    const shown = form.querySelector<HTMLElement>('[role="alert"][data-tone="danger"]');
    if (!shown?.textContent) throw new Error('no refusal shown yet');
    return shown;
  });
  if (locale === 'en') await expect(alert).toHaveTextContent(english);
  return alert;
}

/**
 * Chooses `file` in a kit image input and waits until the field shows it as chosen, as a person
 * sees the preview before going on: the kit checks the file's bytes first (asynchronously), and a
 * click on Next in between would submit the form without it.
 */
export async function chooseImage(input: HTMLElement, file: File): Promise<void> {
  await userEvent.upload(input, file);
  const field = input.closest<HTMLElement>('[data-state]');
  await waitFor(() => expect(field).toHaveAttribute('data-state', 'chosen'), { timeout: 5000 });
}
