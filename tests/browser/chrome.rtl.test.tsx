import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Footer, MenuSearch } from '../../src/chrome';
import { demoMenu } from '../../src/testing';
import { renderWithKit } from '../unit/render';

afterEach(() => cleanup());

/** Where the last character of `node`'s text is drawn, against its first (a real layout). */
function lastCharIsAtTheEnd(node: Text): 'right' | 'left' {
  const range = document.createRange();
  const text = node.data;
  range.setStart(node, text.length - 1);
  range.setEnd(node, text.length);
  const last = range.getBoundingClientRect();
  range.setStart(node, 0);
  range.setEnd(node, 1);
  const first = range.getBoundingClientRect();
  return last.left > first.left ? 'right' : 'left';
}

describe('a layout mirrored against its language (Chromium)', () => {
  it('English in a right-to-left layout keeps its full stop at its end', () => {
    renderWithKit(<Footer brand="Storefront" year={2026} />, { theme: { direction: 'rtl' } });
    const line = screen.getByText('Copyright 2026 © Storefront All rights reserved.');
    // Read left to right, the stop is drawn right of the 'C', not left of it ('.Copyright').
    expect(lastCharIsAtTheEnd(line.firstChild as Text)).toBe('right');
  });

  it('the search box’s English placeholder keeps its dots after the word', () => {
    renderWithKit(<MenuSearch items={demoMenu} />, { theme: { direction: 'rtl' } });
    const box = screen.getByRole('searchbox', { name: 'Search the menu' });
    // The placeholder's paragraph takes its direction from its first letter ('Search..').
    expect(getComputedStyle(box, '::placeholder').unicodeBidi).toBe('plaintext');
  });

  it('Arabic in its own right-to-left layout is left as it is', () => {
    renderWithKit(<Footer brand="Storefront" year={2026} />, {
      theme: { direction: 'rtl' },
      locale: 'ar',
    });
    const line = document.querySelector('footer p')!;
    expect(getComputedStyle(line).unicodeBidi).not.toBe('plaintext');
  });
});
