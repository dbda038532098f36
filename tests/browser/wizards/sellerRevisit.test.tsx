import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { useState } from 'react';
import { SellerOnboardingWizard } from '../../../src/wizards';
import { createMemoryApi } from '../../../src/testing';
import { Kit, sellerSession } from './support';

afterEach(() => cleanup());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/**
 * A seller whose product is saved (Cookware › Pressure Cookers), on a server that answers each call after
 * `delay` ms: the category lists arrive after the step has drawn its form.
 */
async function sellerWithProduct(delay: number) {
  const auth: { token?: string } = {};
  const api = createMemoryApi(undefined, {
    tenant: 'acme',
    delay,
    getAccessToken: () => auth.token,
  });
  const session = await sellerSession(api);
  auth.token = session.get()?.user.access_token;
  await api.products.create({
    prod_name: 'Pressure Cooker 5 L',
    category1_id: 301,
    category2_id: 311,
    category3_id: null,
    prod_brand: 'Prestige',
    company_id: 1,
    seller_id: 201,
    country_origin: 'India',
  });
  return { api, session };
}

/** The wizard whose `?val=` the test holds, as the example's route does. */
function Routed({ initial }: { initial: number }) {
  const [step, setStep] = useState(initial);
  return <SellerOnboardingWizard step={step} onStepChange={setStep} />;
}

const category = (name: RegExp) => screen.getByRole('combobox', { name });
const shownOption = (select: HTMLElement) =>
  (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? '';

describe("revisiting the seller's Add Product step (issue 46, item 1)", () => {
  it('shows the saved categories once their lists arrive, and Next moves on, every time', async () => {
    const { api, session } = await sellerWithProduct(400);
    render(
      <Kit api={api} session={session}>
        <Routed initial={1} />
      </Kit>,
    );
    for (const visit of [1, 2, 3]) {
      await screen.findByRole('heading', { name: 'Add Product' }, { timeout: 15_000 });
      await waitFor(() => expect(shownOption(category(/^Category 1/))).toBe('Cookware'), {
        timeout: 10_000,
      });
      await waitFor(() => expect(shownOption(category(/^Category 2/))).toBe('Pressure Cookers'), {
        timeout: 10_000,
      });
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByRole(
        'heading',
        { name: 'Product Varient and Tax Details' },
        { timeout: 15_000 },
      );
      expect(screen.queryByText('Category 1 is required'), `visit ${visit}`).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    }
  });
});
