import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { SellerOnboardingWizard } from '../../../src/wizards/seller';
import { createMemoryApi } from '../../../src/testing';
import { Kit, press, sellerSession, stepHeading, typeInto } from './support';

afterEach(() => cleanup());

async function renderSeller(delay = 0) {
  // The api answers as the signed-in seller (its own progress and records), as the server does.
  const auth: { token?: string } = {};
  const api = createMemoryApi(undefined, {
    tenant: 'acme',
    delay,
    getAccessToken: () => auth.token,
  });
  const session = await sellerSession(api);
  auth.token = session.get()?.user.access_token;
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

// In a file of its own (a fresh page): run after the other keyboard tests in one page, the new
// step's heading never came (state the earlier renders left behind; see the session notes).
describe('the seller wizard, step 1 → 2, with the keyboard alone (Chromium)', () => {
  it('step 1 → 2 moves focus to the new step heading once it has loaded', async () => {
    await renderSeller(300);
    await typeInto(/^Product Name/, 'Steel Kettle');
    await typeInto(/^Category 1/, 'Cook');
    await typeInto(/^Brand/, 'A');
    await press('Next');
    // A slow server (300 ms a call): whether or not the wizard passes through its loading state
    // on the way, the new step's heading ends up with focus, never the page's body.
    await stepHeading('Product Varient and Tax Details');
  });
});
