import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { Modal } from '../../src/components/Modal';
import { BannerModal } from '../../src/wizards/catalog';
import { renderWithKit } from '../unit/render';

// Real layout at a short phone viewport: what scrolls, and what stays in view, is CSS.
afterEach(() => cleanup());
afterAll(() => page.viewport(414, 896));

const level1Options = [{ value: 301, label: 'Kitchen' }];

/** Whether `element` lies wholly inside the viewport. */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
}

async function openBanner() {
  renderWithKit(
    <BannerModal
      open
      onClose={() => {}}
      onSubmit={vi.fn()}
      level1Options={level1Options}
      level2Options={[]}
      level3Options={[]}
    />,
  );
  return screen.findByRole('dialog', { name: 'Banner >> Add New' });
}

describe('a modal taller than the viewport (390 × 600)', () => {
  it("keeps the Banner modal's title, close and Save in view; only its body scrolls", async () => {
    await page.viewport(390, 600);
    const dialog = await openBanner();
    const title = within(dialog).getByRole('heading', { name: 'Banner >> Add New' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const body = title.parentElement?.nextElementSibling as HTMLElement;

    expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(600);
    // The body holds more than it shows, and it is the part that scrolls.
    expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    expect(getComputedStyle(body).overflowY).toBe('auto');
    for (const part of [title, close, save]) expect(inView(part)).toBe(true);

    body.scrollTop = body.scrollHeight;
    await waitFor(() => expect(body.scrollTop).toBeGreaterThan(0));
    for (const part of [title, close, save]) expect(inView(part)).toBe(true);

    // The backdrop no longer scrolls the dialog as a whole.
    const backdrop = screen.getByTestId('sfo-modal-backdrop');
    expect(backdrop.scrollHeight).toBeLessThanOrEqual(backdrop.clientHeight);
  });

  it('keeps the field that has focus in view as Tab moves down the body', async () => {
    await page.viewport(390, 600);
    const dialog = await openBanner();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const order = within(dialog).getByLabelText(/^Order/);
    order.focus();
    await userEvent.keyboard('{Tab}');
    const focused = document.activeElement as HTMLElement;
    expect(dialog.contains(focused)).toBe(true);
    expect(inView(focused)).toBe(true);
    expect(inView(save)).toBe(true);
  });

  it('lets the keyboard scroll a long body with nothing focusable in it', async () => {
    await page.viewport(390, 600);
    renderWithKit(
      <Modal open onClose={() => {}} title="Terms" footer={<button type="button">OK</button>}>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>Clause {index + 1} of the general terms and conditions.</p>
        ))}
      </Modal>,
    );
    const region = await screen.findByRole('region', { name: 'Terms' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(inView(screen.getByRole('button', { name: 'OK' }))).toBe(true);
  });

  it('leaves a short body as it was: no scrolling region, no extra tab stop', async () => {
    await page.viewport(1280, 800);
    renderWithKit(
      <Modal open onClose={() => {}} title="Short">
        <p>One line.</p>
      </Modal>,
    );
    await screen.findByRole('dialog', { name: 'Short' });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
