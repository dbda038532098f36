import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { ProgressStrip } from '../../src/components/ProgressStrip';
import { renderWithKit } from '../unit/render';

// Real layout: whether the strip scrolls is only known in a browser. 700 px: wide enough for the
// markers (narrower containers show the compact form), too narrow for four long labels.
afterEach(() => cleanup());

const steps = (label: (n: number) => string) =>
  Array.from({ length: 4 }, (_, index) => ({ id: `s${index}`, label: label(index + 1) }));

function Strip({ label }: { label: (n: number) => string }) {
  return (
    <div style={{ inlineSize: '700px' }} className="overlay-scrollbars">
      {/* As on macOS: a scrollbar that takes no room, so overflowing does not resize the strip. */}
      <style>{'.overlay-scrollbars * { scrollbar-width: none !important; }'}</style>
      <ProgressStrip steps={steps(label)} current={0} aria-label="Steps" />
    </div>
  );
}

describe('ProgressStrip in a narrow box', () => {
  it('becomes a focusable region once its content outgrows a box whose size did not change', async () => {
    const { rerender } = renderWithKit(<Strip label={(n) => `S${n}`} />);
    const list = screen.getByRole('list', { name: 'Steps' });
    const scroller = list.parentElement as HTMLElement;
    expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    expect(scroller).not.toHaveAttribute('tabindex');

    // Same steps, same box, longer labels (a language switch, a font arriving).
    rerender(<Strip label={(n) => `Onboardingstepwithaverylongname${n}`} />);
    await waitFor(() => expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth));
    // WCAG 2.1.1: a scrolling strip without buttons is reachable by keyboard.
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
    expect(scroller).toHaveAttribute('role', 'region');
    expect(scroller).toHaveAccessibleName('Steps');
  });
});
