import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { DateField } from '../../src/components/DateField';
import { createTheme } from '../../src/theme';
import { renderWithKit } from '../unit/render';
import { pixelsOfColour } from './support/pixels';
import { tabTo } from './wizards/support';

afterEach(() => cleanup());

describe('DateField by keyboard (Chromium)', () => {
  it("shows the kit's focus ring on every stop, the calendar button's included", async () => {
    renderWithKit(
      <div style={{ padding: 16 }}>
        <button type="button">Before</button>
        <DateField label="Date of Birth" />
        <button type="button">After</button>
      </div>,
    );
    const input = screen.getByLabelText('Date of Birth');
    const box = input.parentElement as HTMLElement;
    const ring = createTheme().color.focusRing;
    await tabTo(input);
    // Month, day, year, then the calendar button: each stop keeps focus in the input and shows
    // the ring (the button's own, once the input itself no longer matches :focus).
    const stops: number[] = [];
    while (document.activeElement === input) {
      stops.push(await pixelsOfColour(box, ring));
      await userEvent.keyboard('{Tab}');
    }
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    expect(stops).toHaveLength(4);
    for (const pixels of stops) expect(pixels).toBeGreaterThan(20);
  });
});
