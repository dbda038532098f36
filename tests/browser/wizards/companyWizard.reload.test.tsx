import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { createDraftStore } from '../../../src/api/session/DraftStore';
import { CompanyOnboardingWizard } from '../../../src/wizards';
import { Kit, memoryApi } from './support';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });

describe('nothing typed is lost (Chromium, the tab sessionStorage)', () => {
  it('a reload mid-step finds the typed values again', async () => {
    const api = memoryApi();
    // The default draft store: this tab's sessionStorage, which a reload keeps.
    const mount = () =>
      render(
        <Kit api={api} drafts={createDraftStore()}>
          <CompanyOnboardingWizard />
        </Kit>,
      );
    const first = mount();
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Company Information' },
      { timeout: 10_000 },
    );
    await userEvent.type(field(/^Office Phone/), '022 4000 1234');
    await userEvent.type(field(/^Pan Number/), 'AACCA1234F');
    // The page goes away (a reload, a crash): everything in memory with it.
    first.unmount();
    expect(
      Object.keys(window.sessionStorage).some((key) => key.includes('companyInformation')),
    ).toBe(true);
    mount();
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Company Information' },
      { timeout: 10_000 },
    );
    expect(field(/^Office Phone/)).toHaveValue('022 4000 1234');
    expect(field(/^Pan Number/)).toHaveValue('AACCA1234F');
    expect(screen.getByText('Restored what you typed before; it is not saved yet.')).toBeVisible();
  });
});
