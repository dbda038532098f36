import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { createMemoryApi, demoSeed } from '../../../src/testing';
import { CompanyOnboardingWizard } from '../../../src/wizards';
import { Kit, richTextBox, stepHeading } from './support';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});
afterAll(() => page.viewport(414, 896));

/** The acme store with page 2 saved: the wizard resumes at Billing (step 3). */
function billingNext() {
  const seed = demoSeed();
  const acme = seed.tenants.acme;
  if (!acme) throw new Error('no acme in the demo seed');
  acme.company = { ...acme.company, signup_page2_over: true };
  return createMemoryApi(seed, { tenant: 'acme' });
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });

/** Whether a tap anywhere on `element` (its centre and a grid around it) reaches it. */
function tappableAllOver(element: Element) {
  const box = element.getBoundingClientRect();
  const at = [0.2, 0.5, 0.8];
  return at.every((x) =>
    at.every((y) =>
      element.contains(
        document.elementFromPoint(box.left + box.width * x, box.top + box.height * y),
      ),
    ),
  );
}

describe('the success toast on a phone (docs/behaviour.md, "Messages")', () => {
  it('at 375 px, the next step’s Next button stays reachable while the toast shows', async () => {
    await page.viewport(375, 667);
    render(
      <Kit api={billingNext()}>
        <CompanyOnboardingWizard />
        {/* The rest of the page (the layout's footer): Next can be scrolled to any height. */}
        <div style={{ blockSize: '150vh' }} />
      </Kit>,
    );
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Billing Name and Address' },
      { timeout: 10_000 },
    );
    await userEvent.type(field(/^Area/), 'Andheri');
    await userEvent.type(field(/^Zip/), '400093');
    await userEvent.selectOptions(field(/^Province/), 'MH');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    // Saved: the toast shows and the wizard is on About Us, whose Next the user goes for now.
    await stepHeading('About Us');
    const toast = await within(document.body).findByText('Billing Details Added Successfully', {
      selector: '[data-tone] *',
    });
    // The step's editor loads lazily: measure once the page has its final layout.
    await richTextBox(/^About Us/);
    const next = screen.getByRole('button', { name: 'Next' });
    // Where a thumb finds it: scrolled up from below (at the bottom edge), or mid-screen.
    for (const block of ['end', 'center'] as const) {
      next.scrollIntoView({ block });
      const box = next.getBoundingClientRect();
      // On screen (to the pixel: layout boxes have fractional edges).
      expect(box.top).toBeGreaterThan(-1);
      expect(box.bottom).toBeLessThan(window.innerHeight + 1);
      expect(tappableAllOver(next)).toBe(true);
    }
    // … all while the toast is on screen (5 s), at the top. Polled: when the editor's chunk is
    // already there (another file of the shared page loaded it), this runs while the toast still
    // fades in, at opacity 0.
    await expect.element(toast).toBeVisible();
    expect(toast.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight / 2);
  });
});
