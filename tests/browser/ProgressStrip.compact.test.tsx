import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { page } from 'vitest/browser';
import { ProgressStrip } from '../../src/components/ProgressStrip';
import type { Direction } from '../../src/theme';
import { renderWithKit } from '../unit/render';

// Real layout: which form the strip shows is a container query, known only in a browser.
afterEach(() => cleanup());
afterAll(() => page.viewport(414, 896));

const steps = [
  'Register Details',
  'Company Information',
  'Billing Name and Address',
  'About Us',
  'General Terms and Conditions',
  'Level1 Category',
  'Level2 Category',
  'Level3 Category',
  'Banners',
  'Collections',
  'Seller Details',
].map((label, index) => ({ id: `s${index}`, label }));

function strip(width: string, direction: Direction = 'ltr') {
  renderWithKit(
    <div style={{ inlineSize: width }}>
      <ProgressStrip steps={steps} current={5} aria-label="Onboarding progress" />
    </div>,
    { theme: { direction } },
  );
}

/** Whether an element's text is cut by its own box or a scrolling ancestor's. */
function clipped(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  for (let node = element.parentElement; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.overflowX === 'visible') continue;
    const frame = node.getBoundingClientRect();
    if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) return true;
  }
  return element.scrollWidth > element.clientWidth + 1;
}

describe('ProgressStrip at phone width', () => {
  it.each<Direction>(['ltr', 'rtl'])(
    'shows the count and the current step over a bar at 390 px (%s)',
    async (direction) => {
      await page.viewport(390, 800);
      strip('100%', direction);
      const text = screen.getByText(/^Step 6 of 11 · /);
      expect(text).toBeVisible();
      expect(text).toHaveTextContent('Step 6 of 11 · \u2068Level1 Category\u2069');
      expect(clipped(text)).toBe(false);
      const bar = screen.getByRole('progressbar', { name: 'Onboarding progress' });
      expect(bar).toBeVisible();
      expect(bar).toHaveAttribute('aria-valuenow', '6');
      expect(bar).toHaveAttribute('aria-valuemax', '11');
      expect(bar).toHaveAttribute('aria-valuetext', 'Step 6 of 11: Level1 Category');
      // The fill covers 6/11 of the bar, from the writing direction's start.
      const track = bar.getBoundingClientRect();
      const fill = (bar.firstElementChild as HTMLElement).getBoundingClientRect();
      expect(fill.width / track.width).toBeCloseTo(6 / 11, 2);
      if (direction === 'rtl') expect(fill.right).toBeCloseTo(track.right, 0);
      else expect(fill.left).toBeCloseTo(track.left, 0);
      // No marker row to clip: the list (and every label in it) is not rendered.
      expect(screen.queryByRole('list', { hidden: false })).toBeNull();
      expect(document.body.scrollWidth).toBeLessThanOrEqual(390);
    },
  );

  it('follows its container, not the window: compact in a 390 px box of a wide page', async () => {
    await page.viewport(1280, 800);
    strip('390px');
    expect(screen.getByRole('progressbar')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows every marker and unclipped labels where the container is wide', async () => {
    await page.viewport(1280, 800);
    strip('1200px');
    expect(screen.queryByRole('progressbar')).toBeNull();
    const list = screen.getByRole('list', { name: 'Onboarding progress' });
    expect(list).toBeVisible();
    const labels = [...list.querySelectorAll<HTMLElement>('[data-part="label"]')];
    expect(labels).toHaveLength(11);
    for (const label of labels) expect(clipped(label), label.textContent ?? '').toBe(false);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Step 6 of 11: Level1 Category',
    );
  });
});
