import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, beforeEach, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { fakeClock } from '../fakeClock';
import { press, renderSeller, tabTo, typeInto } from './support';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the seller wizard with the keyboard alone (Chromium)', () => {
  // Drafts live in the page's session storage: each test starts without the last one's.
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  it('after a failed Next, typing goes into the focused Product Name, not an editor', async () => {
    fakeClock();
    await renderSeller();
    // Tab to Next at a person's pace: each editor passed on the way sees its caret.
    await tabTo(screen.getByRole('button', { name: 'Next' }), { pace: 150 });
    await userEvent.keyboard('{Enter}');
    const name = screen.getByRole('textbox', { name: /^Product Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    // A person's pace: the form revalidates and the draft is written between the keys.
    for (const key of 'Steel Kettle') {
      await userEvent.keyboard(key === ' ' ? '{Space}' : key);
      await vi.advanceTimersByTimeAsync(150);
    }
    await waitFor(() => expect(name).toHaveValue('Steel Kettle'));
    expect(name).toHaveFocus();
    for (const editor of screen.getAllByRole('textbox', {
      name: /^(Description|Specifications)/,
    })) {
      expect(editor.textContent).not.toContain('teel');
    }
  });

  it('a brand made in its dialog is announced once the dialog has gone', async () => {
    await renderSeller();
    const said: Array<{ text: string; dialogOpen: boolean }> = [];
    const observer = new MutationObserver(() => {
      for (const region of document.querySelectorAll('[data-announcer]')) {
        const text = region.textContent ?? '';
        if (text && !said.some((s) => s.text === text)) {
          said.push({ text, dialogOpen: document.querySelector('[role="dialog"]') !== null });
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await press('Add New brand');
    const dialog = await screen.findByRole('dialog');
    await typeInto(/^Brand Name/, 'Steelcraft');
    await tabTo(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    await waitFor(() =>
      expect(said).toContainEqual({
        text: 'Brand Steelcraft added and selected',
        dialogOpen: false,
      }),
    );
    observer.disconnect();
    expect(screen.getByRole('combobox', { name: /^Brand/ })).toHaveValue('Steelcraft');
  });
});
