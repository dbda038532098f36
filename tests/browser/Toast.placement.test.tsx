import '@testing-library/jest-dom/vitest';
import { useEffect } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { page } from 'vitest/browser';
import { ToastProvider, useNotifier, type NotifyOptions } from '../../src/components/Toast';
import type { Direction } from '../../src/theme';
import { renderWithKit } from '../unit/render';

// Real Chromium at real widths: where the toast region sits is CSS (media queries, logical sides).
afterEach(() => cleanup());
afterAll(() => page.viewport(414, 896));

const OPTIONS: NotifyOptions = { tone: 'success', message: 'Saved', duration: 0 };

/** Shows one toast as it mounts. */
function Notify() {
  const { notify } = useNotifier();
  useEffect(() => {
    notify(OPTIONS);
  }, [notify]);
  return null;
}

/** Shows one toast at `width` × 700 in `direction`; its box and the viewport's size. */
async function toastAt(width: number, direction: Direction = 'ltr') {
  await page.viewport(width, 700);
  renderWithKit(
    <ToastProvider>
      <Notify />
    </ToastProvider>,
    { theme: { direction } },
  );
  const region = await screen.findByRole('status');
  const toast = await within(region).findByText('Saved');
  const box = toast.closest('[data-tone]')?.getBoundingClientRect();
  if (!box) throw new Error('no toast');
  // The live region stays what it was: polite, announced by screen readers.
  expect(region).toHaveAttribute('aria-live', 'polite');
  return { box, width: window.innerWidth, height: window.innerHeight };
}

describe('where toasts show (docs/behaviour.md, "Messages")', () => {
  it('on a wide screen: the bottom inline-end corner (bottom-right in LTR)', async () => {
    const { box, width, height } = await toastAt(1024);
    expect(box.top).toBeGreaterThan(height / 2);
    expect(box.left).toBeGreaterThan(width / 2);
  });

  it('on a wide screen in RTL: bottom-left', async () => {
    const { box, width, height } = await toastAt(1024, 'rtl');
    expect(box.top).toBeGreaterThan(height / 2);
    expect(box.right).toBeLessThan(width / 2);
  });

  it('on a phone (375 px): at the top, within the screen', async () => {
    const { box, width, height } = await toastAt(375);
    expect(box.bottom).toBeLessThan(height / 2);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
  });

  it('under 768 px in RTL: at the top, on the left (mirrored)', async () => {
    const ltr = await toastAt(700);
    expect(ltr.box.bottom).toBeLessThan(ltr.height / 2);
    expect(ltr.box.left).toBeGreaterThan(ltr.width - ltr.box.right);
    cleanup();
    const rtl = await toastAt(700, 'rtl');
    expect(rtl.box.bottom).toBeLessThan(rtl.height / 2);
    expect(rtl.width - rtl.box.right).toBeGreaterThan(rtl.box.left);
  });
});
