import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { SellerOnboardingWizard } from '../../../src/wizards/seller';
import { createMemoryApi } from '../../../src/testing';
import { Kit, press, sellerSession, stepHeading, tabTo, typeInto } from './support';

afterEach(() => cleanup());

async function renderSeller(delay = 0) {
  const api = createMemoryApi(undefined, { tenant: 'acme', delay });
  const session = await sellerSession(api);
  render(
    <Kit api={api} session={session}>
      <SellerOnboardingWizard defaultStep={1} />
    </Kit>,
  );
  await screen.findByRole('heading', { name: 'Add Product' }, { timeout: 10_000 });
  // Both editors have loaded (their chunk), as they have by the time a reader reaches Next.
  await waitFor(
    () =>
      expect(
        screen.getAllByRole('textbox', { name: /^(Description|Specifications)/ }),
      ).toHaveLength(2),
    {
      timeout: 10_000,
    },
  );
  return api;
}

describe('the seller wizard with the keyboard alone (Chromium)', () => {
  it('after a failed Next, typing goes into the focused Product Name, not an editor', async () => {
    await renderSeller();
    // Tab to Next at a person's pace: each editor passed on the way sees its caret.
    await tabTo(screen.getByRole('button', { name: 'Next' }), { pace: 150 });
    await userEvent.keyboard('{Enter}');
    const name = screen.getByRole('textbox', { name: /^Product Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    // A person's pace: the form revalidates and the draft is written between the keys.
    for (const key of 'Steel Kettle') {
      await userEvent.keyboard(key === ' ' ? '{Space}' : key);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await waitFor(() => expect(name).toHaveValue('Steel Kettle'));
    expect(name).toHaveFocus();
    for (const editor of screen.getAllByRole('textbox', {
      name: /^(Description|Specifications)/,
    })) {
      expect(editor.textContent).not.toContain('teel');
    }
  });

  it('step 1 → 2 moves focus to the new step heading once it has loaded', async () => {
    // A server that takes its time: the wizard shows 'Loading…' while the new product loads.
    await renderSeller(300);
    await typeInto(/^Product Name/, 'Steel Kettle');
    await typeInto(/^Category 1/, 'Cook');
    await typeInto(/^Brand/, 'A');
    await press('Next');
    expect(await screen.findByText('Loading…', undefined, { timeout: 10_000 })).toBeVisible();
    await stepHeading('Product Varient and Tax Details');
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
