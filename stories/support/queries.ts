import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatNumber } from '../../src/i18n';
import { kitSettings, localized, type KitContext } from './kit';

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
 * A wizard form's error summary once a Next found invalid fields: its visible box (no live region,
 * so it is not read again as fields are fixed), after checking that one alert said it for that
 * Next (issue 46 item 7).
 */
export async function findErrorSummary(root: HTMLElement, title: string): Promise<HTMLElement> {
  const box = await waitFor(() => {
    const shown = root.querySelector<HTMLElement>('[data-part="error-summary"] [data-tone]');
    if (!shown?.textContent?.includes(title)) throw new Error('no error summary yet');
    return shown;
  });
  await expect(box).not.toHaveAttribute('role');
  const said = [...root.querySelectorAll('[role="alert"]')].filter((alert) =>
    alert.textContent?.includes(title),
  );
  await expect(said).toHaveLength(1);
  return box;
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

/**
 * A wizard on a phone: its progress strip shows the compact form, 'Step N of M · title' over a
 * bar named like the strip, instead of markers, and the page does not scroll sideways.
 */
export async function expectCompactStrip(
  context: KitContext & { canvasElement: HTMLElement },
  step: { number: number; total: number; title: string },
) {
  const { t, canvas } = localized(context);
  const { locale } = kitSettings(context);
  const position = {
    number: formatNumber(step.number, locale),
    total: formatNumber(step.total, locale),
  };
  const bar = canvas.getByRole('progressbar', { name: t('wizard.frame.progress') });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', String(step.number));
  await expect(bar).toHaveAttribute(
    'aria-valuetext',
    t('data.progress.stepNamed', { ...position, label: t(step.title) }),
  );
  const text = canvas.getByText(
    t('data.progress.compact', { ...position, label: `\u2068${t(step.title)}\u2069` }),
  );
  await expect(text).toBeVisible();
  await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  await expect(canvas.queryByRole('listitem', { current: 'step' })).toBeNull();
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  await expect(window.innerWidth).toBe(390);
}
