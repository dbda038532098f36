import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { CompanyOnboardingWizard } from '../../../src/wizards';
import { fixtureFile } from '../../fixtures/images/browser';
import { Kit, memoryApi, press, richTextBox, stepHeading, tabTo, typeInto } from './support';

afterEach(() => cleanup());

/** A catalog step: Add New, the modal's fields in order, Save; the toast, then Next. */
async function addWithKeyboard(fill: () => Promise<void>, added: string) {
  await press('Add New');
  const dialog = await screen.findByRole('dialog');
  await fill();
  await tabTo(within(dialog).getByRole('button', { name: 'Save' }));
  await userEvent.keyboard('{Enter}');
  expect(await screen.findAllByText(added, undefined, { timeout: 10_000 })).not.toHaveLength(0);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await press('Next');
}

/** Chooses a file with the keyboard: focus the picker; the browser's chooser stands in for the OS. */
async function chooseFile(label: RegExp, kind: 'png' | 'webp') {
  const input = screen.getByLabelText(label, { selector: 'input[type="file"]' });
  await tabTo(input);
  await userEvent.upload(input, await fixtureFile(kind));
}

describe('the company wizard with the keyboard alone (Chromium)', () => {
  it('walks all 11 steps to completion', { timeout: 180_000 }, async () => {
    const api = memoryApi();
    const onComplete = vi.fn();
    render(
      <Kit api={api}>
        <CompanyOnboardingWizard defaultStep={1} onComplete={onComplete} now={new Date()} />
      </Kit>,
    );
    await screen.findByRole('heading', { level: 2, name: 'Register Details' }, { timeout: 10_000 });
    await press('Next');

    await stepHeading('Company Information');
    await chooseFile(/^Upload Logo/, 'png');
    await typeInto(/^Office Phone/, '022 4000 1234');
    await typeInto(/^Office Email/, 'office@acme.example.com');
    await press('Next');

    await stepHeading('Billing Name and Address');
    await typeInto(/^Area/, 'Andheri');
    await typeInto(/^Zip/, '400093');
    await typeInto(/^Province/, 'Maha');
    expect(screen.getByLabelText(/^Province/, { selector: 'select' })).toHaveValue('MH');
    await press('Next');

    await stepHeading('About Us');
    const about = await richTextBox(/^About Us/);
    await tabTo(about);
    await userEvent.keyboard('Cookware since 1998.');
    await press('Next');

    await stepHeading('General Terms and Conditions');
    const terms = await richTextBox(/^General Terms and Conditions/);
    await tabTo(terms);
    await userEvent.keyboard('Returns within 7 days.');
    await press('Next');

    await stepHeading('Level1 Category');
    await addWithKeyboard(async () => {
      await typeInto(/^Category/, 'Tableware');
      await typeInto(/^Description/, 'Plates and bowls');
      await typeInto(/^Order Id/, '3');
    }, 'Level1 Category Added Successfully');

    await stepHeading('Level2 Category');
    await addWithKeyboard(async () => {
      await typeInto(/^Level1 Category/, 'Cook');
      await typeInto(/^Level2 Category/, 'Frying Pans');
      await typeInto(/^Order ID/, '2');
    }, 'Level2 Category Added Successfully');

    await stepHeading('Level3 Category');
    await addWithKeyboard(async () => {
      await typeInto(/^Level1 Category/, 'Cook');
      const level2 = screen.getByLabelText(/^Level2 Category/, { selector: 'select' });
      await waitFor(() => expect(within(level2).getAllByRole('option').length).toBeGreaterThan(1));
      await typeInto(/^Level2 Category/, 'Press');
      await typeInto(/^Level3 Category$/, 'Induction');
      await typeInto(/^Level3 Category Order/, '2');
    }, 'Level3 Category Added Successfully');

    await stepHeading('Banners');
    await addWithKeyboard(async () => {
      await typeInto(/^Category 1/, 'Cook');
      await typeInto(/^Order Id/, '2');
      await chooseFile(/^Banner Image/, 'webp');
      await typeInto(/^Banner Slogan/, 'Festive offers');
      await typeInto(/^Banner Button Text/, 'Shop now');
    }, 'Banner Added Successfully');

    await stepHeading('Collections');
    await addWithKeyboard(async () => {
      await typeInto(/^Collection Name/, 'Monsoon Picks');
    }, 'Collection Added Successfully');

    await stepHeading('Seller Details');
    const business = screen.getByLabelText(/^Business Name/, { selector: 'input' });
    await tabTo(business);
    await userEvent.keyboard('{Control>}a{/Control}Kumar Kitchenware');
    await typeInto(/^Pan Number/, 'AAKFK1234L');
    await typeInto(/^GSTIN Number/, '27AAKFK1234L1Z2');
    await typeInto(/^Commission Percentage/, '8');
    await typeInto(/^Maximum Products/, '500');
    await typeInto(/^Office Phone/, '9123456780');
    await typeInto(/^Office Email/, 'sales@kumar.example.com');
    await press('Save');
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1), { timeout: 10_000 });

    const record = await api.company.get(1);
    for (const page of [2, 3, 4, 5, 6, 8, 9, 10, 11, 12]) {
      expect(record).toHaveProperty(`signup_page${page}_over`, true);
    }
  });

  it('a failed Next focuses the first invalid field and Back returns focus to the heading', async () => {
    render(
      <Kit api={memoryApi()}>
        <CompanyOnboardingWizard defaultStep={3} />
      </Kit>,
    );
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Company Information' },
      { timeout: 10_000 },
    );
    await press('Next');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
    await press('Back');
    await stepHeading('Register Details');
  });
});
