import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../../src/kernel/errors';
import { refusal } from '../../../../src/kernel/errorCodes';
import { CompanyOnboardingWizard } from '../../../../src/wizards';
import { renderWithKit as renderKit, type KitRenderOptions } from '../../render';
import { fixtureFile } from '../../../fixtures/images/node';
import { acmeRecord, companyApi, memoryDrafts, testFlow, uploaderSpy } from './support';

/** Each test keeps its drafts apart (the default store is the tab's sessionStorage). */
const renderWithKit = (ui: Parameters<typeof renderKit>[0], options: KitRenderOptions = {}) =>
  renderKit(ui, { ...options, provider: { drafts: memoryDrafts().drafts, ...options.provider } });
const heading = (name: string) =>
  screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
const next = () => screen.getByRole('button', { name: 'Next' });

/** Fills Billing's required fields once it shows, and presses Next. */
async function billingNext(user: ReturnType<typeof renderWithKit>['user']) {
  await heading('Billing Name and Address');
  await user.type(field(/^Area/), 'Andheri');
  await user.type(field(/^Zip/), '400093');
  await user.selectOptions(field(/^Province/), 'MH');
  await user.click(next());
}

describe(
  'CompanyOnboardingWizard (docs/behaviour.md, "States and transitions" Company wizard)',
  { timeout: 30_000 },
  () => {
    it('opens at the resume step from the page flags, and announces it', async () => {
      const { api } = companyApi(acmeRecord([2, 3]));
      renderWithKit(<CompanyOnboardingWizard flow={testFlow} api={api} />);
      await heading('About Us');
      expect(
        screen.getByText('Step 4 of 11: About Us', { selector: '[role="status"]' }),
      ).toBeInTheDocument();
      // Earlier steps are done and can be revisited; later ones cannot.
      expect(
        screen.getByRole('button', { name: /Step 2 of 11: Company Information, completed/ }),
      ).toBeEnabled();
      expect(screen.queryByRole('button', { name: /Step 5 of 11/ })).toBeNull();
    });

    it('step 1: the summary’s headings sit one level below the step’s title, at both levels', async () => {
      for (const level of [1, 2] as const) {
        const { api } = companyApi(acmeRecord());
        const { unmount } = renderWithKit(
          <CompanyOnboardingWizard flow={testFlow} api={api} step={1} headingLevel={level} />,
        );
        await screen.findByRole('heading', { level, name: 'Register Details' }, { timeout: 5000 });
        // Every heading after the title (the visually hidden one included) is one level below it.
        const levels = screen
          .getAllByRole('heading', { hidden: true })
          .map((node) => Number(node.tagName.slice(1)));
        expect(levels[0]).toBe(level);
        expect(levels.length).toBeGreaterThan(1);
        expect(new Set(levels.slice(1))).toEqual(new Set([level + 1]));
        unmount();
      }
    });

    it('a new company admin resumes at step 2 (step 1 saves nothing)', async () => {
      const { api } = companyApi(acmeRecord());
      renderWithKit(<CompanyOnboardingWizard flow={testFlow} api={api} />);
      await heading('Company Information');
    });

    it('?val= past a gate: the URL is replaced by the step shown, and its title is told', async () => {
      const { api } = companyApi(acmeRecord());
      const onStepChange = vi.fn();
      const onTitleChange = vi.fn();
      renderWithKit(
        <CompanyOnboardingWizard
          flow={testFlow}
          api={api}
          step={5}
          onStepChange={onStepChange}
          onTitleChange={onTitleChange}
        />,
      );
      await heading('Company Information');
      await waitFor(() => expect(onStepChange).toHaveBeenCalledWith(2, { replace: true }));
      expect(onStepChange).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(onTitleChange).toHaveBeenLastCalledWith('Company Information'));
    });

    it('?val= past a gate not yet passed shows the gate; within reach shows the step', async () => {
      const { api } = companyApi(acmeRecord([2]));
      const { rerender } = renderWithKit(
        <CompanyOnboardingWizard flow={testFlow} api={api} step={9} />,
      );
      await heading('Billing Name and Address');
      rerender(<CompanyOnboardingWizard flow={testFlow} api={api} step={1} />);
      await heading('Register Details');
    });

    it('step 1 → 2 with no call; step 2 uploads the logo first, saves page 2, toasts, moves on', async () => {
      const { api, company } = companyApi(acmeRecord());
      const { uploader, upload } = uploaderSpy();
      const onStepChange = vi.fn();
      const { user, rerender } = renderWithKit(
        <CompanyOnboardingWizard
          flow={testFlow}
          api={api}
          uploader={uploader}
          step={1}
          onStepChange={onStepChange}
        />,
      );
      await heading('Register Details');
      await user.click(next());
      expect(onStepChange).toHaveBeenLastCalledWith(2, { replace: false });
      expect(company.savePage).not.toHaveBeenCalled();
      rerender(
        <CompanyOnboardingWizard
          flow={testFlow}
          api={api}
          uploader={uploader}
          step={2}
          onStepChange={onStepChange}
        />,
      );
      await heading('Company Information');
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: 'Company Information' })).toHaveFocus(),
      );
      const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!picker) throw new Error('no picker');
      await user.upload(picker, fixtureFile('png'));
      await user.type(field(/^Office Phone/), '022 4000 1234');
      await user.type(field(/^Office Email/), 'office@acme.example.com');
      await user.click(next());
      await waitFor(() => expect(company.savePage).toHaveBeenCalledTimes(1));
      expect(upload).toHaveBeenCalledWith(expect.any(File), { kind: 'logo', company_po_id: 1 });
      expect(upload.mock.invocationCallOrder[0]).toBeLessThan(
        company.savePage.mock.invocationCallOrder[0] ?? 0,
      );
      expect(company.savePage).toHaveBeenCalledWith(
        2,
        1,
        expect.objectContaining({
          logo_upload: '/uploads/1/logo.png',
          phone: '022 4000 1234',
          office_email: 'office@acme.example.com',
          password_renewal_days: 90,
          monthly_purchase_minimum: 2000,
          maximum_products: 1000,
          accounts_email: null,
        }),
      );
      expect(await screen.findByText('Company Details Added Successfully')).toBeInTheDocument();
      await waitFor(() => expect(onStepChange).toHaveBeenLastCalledWith(3, { replace: false }));
    });

    it('a refused save shows the server message and keeps what was typed', async () => {
      const refusal = new ApiError('Please Upload Logo', {
        kind: 'rejected',
        status: 400,
        code: 'logo-required',
      });
      const { api, company } = companyApi(acmeRecord([2]));
      company.savePage.mockRejectedValue(refusal);
      const { user } = renderWithKit(<CompanyOnboardingWizard flow={testFlow} api={api} />);
      await billingNext(user);
      await waitFor(() => expect(company.savePage).toHaveBeenCalledTimes(1));
      expect(
        await screen.findByText('Please Upload Logo', { selector: '[role="alert"] *' }),
      ).toBeVisible();
      expect(field(/^Area/)).toHaveValue('Andheri');
      expect(
        screen.getByRole('heading', { level: 2, name: 'Billing Name and Address' }),
      ).toBeVisible();
    });

    it('a refused save kept as its error: picking Arabic after it rewords the message', async () => {
      const refusal = new ApiError('Please Upload Logo', {
        kind: 'rejected',
        status: 400,
        code: 'logo-required',
      });
      const { api, company } = companyApi(acmeRecord([2]));
      company.savePage.mockRejectedValue(refusal);
      const { user, i18n } = renderWithKit(<CompanyOnboardingWizard flow={testFlow} api={api} />);
      await billingNext(user);
      expect(
        await screen.findByText('Please Upload Logo', { selector: '[role="alert"] *' }),
      ).toBeVisible();
      await act(() => i18n.changeLanguage('ar'));
      expect(
        await screen.findByText('يرجى رفع الشعار', { selector: '[role="alert"] *' }),
      ).toBeVisible();
      expect(screen.queryByText('Please Upload Logo')).toBeNull();
      expect(company.savePage).toHaveBeenCalledTimes(1);
    });

    // Issue 46 item 7: a refusal that names a field says the field's label, never its wire name.
    it('a refusal naming a field says its label in a sentence, in English, Hindi and Arabic', async () => {
      const { api, company } = companyApi(acmeRecord([2]));
      company.savePage.mockRejectedValue(
        refusal('field-too-long', { field: 'billing_zip', limit: 20 }),
      );
      const { user, i18n } = renderWithKit(<CompanyOnboardingWizard flow={testFlow} api={api} />);
      await billingNext(user);
      // The step's refusal: the alert in the form (the toasts' empty regions are not).
      const refusalAlert = () => document.querySelector<HTMLElement>('form [role="alert"]');
      const said = (text: string) =>
        waitFor(() => expect(refusalAlert()?.textContent).toBe(text), { timeout: 5000 });
      await said('Zip must be at most 20 characters');
      // Where every step says it: just above Back and Next.
      expect(refusalAlert()?.nextElementSibling?.contains(next())).toBe(true);
      await act(() => i18n.changeLanguage('hi'));
      await said('पिन कोड में अधिकतम 20 वर्ण हो सकते हैं');
      await act(() => i18n.changeLanguage('ar'));
      await said('يجب ألا يزيد الرمز البريدي عن 20 حرفًا');
      expect(document.body.textContent).not.toContain('billing_zip');

      // A field the step does not show is named as one of the step's, not by its wire name.
      await act(() => i18n.changeLanguage('en'));
      company.savePage.mockRejectedValue(refusal('field-required', { field: 'statelong' }));
      await user.type(field(/^Area/), ' East');
      await user.click(next());
      await said('A field of this step is required');
      expect(document.body.textContent).not.toContain('statelong');
    });

    it('one save at a time: a second Next while the first save runs sends nothing', async () => {
      const { api, company } = companyApi(acmeRecord([2]));
      let release: () => void = () => undefined;
      company.savePage.mockImplementationOnce(
        () => new Promise<void>((resolve) => (release = resolve)),
      );
      const { user } = renderWithKit(<CompanyOnboardingWizard flow={testFlow} api={api} />);
      await billingNext(user);
      await waitFor(() => expect(company.savePage).toHaveBeenCalledTimes(1));
      await user.click(screen.getByRole('button', { name: /Next|Saving/ }));
      expect(company.savePage).toHaveBeenCalledTimes(1);
      await act(async () => release());
    });

    it('step 3 saves the province long name and the country codes, never the billing name', async () => {
      const { api, company } = companyApi(acmeRecord([2]));
      const { user } = renderWithKit(<CompanyOnboardingWizard flow={testFlow} api={api} />);
      await heading('Billing Name and Address');
      expect(field(/^Billing Name/)).toHaveValue('Acme Home Stores Private Limited');
      await user.type(field(/^Area/), 'Andheri');
      await user.type(field(/^Zip/), '400093');
      await user.selectOptions(field(/^Province/), 'MH');
      await user.click(next());
      await waitFor(() => expect(company.savePage).toHaveBeenCalledTimes(1));
      const [, , payload] = company.savePage.mock.calls[0] ?? [];
      expect(payload).toMatchObject({
        billing_area: 'Andheri',
        billing_zip: '400093',
        billing_stateshort: 'MH',
        statelong: 'Maharashtra',
        billing_country: 'India',
        billing_countryshort: 'IND',
      });
      expect(payload).not.toHaveProperty('billing_name');
      expect(await screen.findByText('Billing Details Added Successfully')).toBeInTheDocument();
      await heading('About Us');
    });

    it('step 4 is prefilled only once page 4 is saved; an empty text is refused', async () => {
      const record = acmeRecord([2, 3]);
      record.about_us_text = '<p>Since 1998.</p>';
      record.signup_page4_over = false;
      const { api, company } = companyApi(record);
      const { user } = renderWithKit(<CompanyOnboardingWizard flow={testFlow} api={api} />);
      await heading('About Us');
      // Page 4 is not saved yet: nothing is prefilled from the record.
      await screen.findByRole('textbox', { name: /^About Us/ }, { timeout: 10_000 });
      await user.click(next());
      expect(
        // The field's own message (not the busy status, nor the error summary's link to it).
        await screen.findByText('About us Text is required', {
          selector: '*:not([role=status]):not(a)',
        }),
      ).toBeVisible();
      expect(company.savePage).not.toHaveBeenCalled();
    });

    it('step 4 uploads a chosen image first, then saves page 4 and toasts', async () => {
      const record = acmeRecord([2, 3, 4]);
      record.about_us_text = '<p>Since 1998.</p>';
      const { api, company } = companyApi(record);
      const { uploader, upload } = uploaderSpy();
      const { user } = renderWithKit(
        <CompanyOnboardingWizard flow={testFlow} api={api} uploader={uploader} step={4} />,
      );
      await heading('About Us');
      await screen.findByText('Since 1998.', undefined, { timeout: 10_000 });
      const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!picker) throw new Error('no picker');
      await user.upload(picker, fixtureFile('jpeg'));
      await user.click(next());
      await waitFor(() =>
        expect(company.savePage).toHaveBeenCalledWith(4, 1, {
          about_us_text: '<p>Since 1998.</p>',
          about_us_image_url: '/uploads/1/about-us.png',
        }),
      );
      expect(upload).toHaveBeenCalledWith(expect.any(File), { kind: 'about-us', company_po_id: 1 });
      expect(await screen.findByText('About Us Added Successfully')).toBeInTheDocument();
    });

    it('Terms: saves page 5 and toasts; a catalog create reports its page', async () => {
      const record = acmeRecord([2, 3, 4]);
      record.terms_conditions = '<p>Returns within 7 days.</p>';
      record.signup_page5_over = true;
      const { api, company } = companyApi(record);
      const onStepChange = vi.fn();
      const { user } = renderWithKit(
        <CompanyOnboardingWizard flow={testFlow} api={api} step={5} onStepChange={onStepChange} />,
      );
      await heading('General Terms and Conditions');
      await screen.findByText('Returns within 7 days.', undefined, { timeout: 10_000 });
      await user.click(next());
      await waitFor(() =>
        expect(company.savePage).toHaveBeenCalledWith(5, 1, {
          terms_conditions: '<p>Returns within 7 days.</p>',
        }),
      );
      expect(
        await screen.findByText('Terms and Conditions Added Successfully'),
      ).toBeInTheDocument();
      expect(onStepChange).toHaveBeenLastCalledWith(6, { replace: false });
    });

    it('step 6: a category made elsewhere since the facts were read lets Next past the gate', async () => {
      const record = acmeRecord([2, 3, 4, 5]);
      const { api, onboarding } = companyApi(record);
      const { user } = renderWithKit(<CompanyOnboardingWizard flow={testFlow} api={api} />);
      await heading('Level1 Category');
      // Another page (or admin) adds a category: the server's facts say so, the wizard's do not.
      record.signup_page6_over = true;
      const reads = onboarding.progress.mock.calls.length;
      await user.click(next());
      await heading('Level2 Category');
      expect(onboarding.progress.mock.calls.length).toBeGreaterThan(reads);
    });

    it('each catalog create reports page 6, 8, 9, 10, 11', async () => {
      const { api, company } = companyApi(acmeRecord([2, 3, 4, 5]));
      const { user } = renderWithKit(<CompanyOnboardingWizard flow={testFlow} api={api} />);
      await heading('Level1 Category');
      for (const [name, page, title] of [
        ['level1', 6, 'Level2 Category'],
        ['level2', 8, 'Level3 Category'],
        ['level3', 9, 'Banners'],
        ['banner', 10, 'Collections'],
        ['collection', 11, 'Seller Details'],
      ] as const) {
        await user.click(screen.getByRole('button', { name: `Add ${name}` }));
        await waitFor(() => expect(company.completeStep).toHaveBeenLastCalledWith(page, 1));
        await user.click(next());
        await heading(title);
      }
    });

    it("step 11 saves the store's own seller record, whatever its business name", async () => {
      const { api, sellers, company } = companyApi(acmeRecord([2, 3, 4, 5, 6, 8, 9, 10, 11]));
      const onComplete = vi.fn();
      const { user } = renderWithKit(
        <CompanyOnboardingWizard
          flow={testFlow}
          api={api}
          onComplete={onComplete}
          now={new Date('2026-06-01')}
        />,
      );
      await heading('Seller Details');
      // Prefilled from the profile; a name no seller has is no obstacle (a new store has none).
      expect(field(/^Business Name/)).toHaveValue('Acme Home Stores');
      await user.clear(field(/^Business Name/));
      await user.type(field(/^Business Name/), 'Acme Home Stores Renamed');
      // The store is in Maharashtra (its profile): the GSTIN carries Maharashtra's code, 27.
      await user.type(field(/^Pan Number/), 'AACCA1234F');
      await user.type(field(/^GSTIN Number/), '27AACCA1234F1Z5');
      await user.type(field(/^Commission Percentage/), '8');
      await user.type(field(/^Maximum Products/), '500');
      await user.type(field(/^Office Phone/), '9123456780');
      await user.type(field(/^Office Email/), 'sales@acme.example.com');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
      expect(sellers.getByBusinessName).not.toHaveBeenCalled();
      expect(sellers.update).not.toHaveBeenCalled();
      expect(sellers.saveStore).toHaveBeenCalledWith(
        expect.objectContaining({
          company_id: 1,
          seller_business_name: 'Acme Home Stores Renamed',
          business_subdomain: 'acme',
          seller_type: 1,
          seller_admin_gender: 2,
          seller_statelong: 'Maharashtra',
          seller_countryshort: 'IND',
        }),
      );
      expect(sellers.saveStore.mock.calls[0]?.[0]).not.toHaveProperty('seller_id');
      // The original's step flag for the seller step, still kept for its clients.
      expect(company.completeStep).toHaveBeenLastCalledWith(12, 1);
    });

    it('a finished onboarding opened without a step completes at once', async () => {
      const { api } = companyApi(acmeRecord([2, 3, 4, 5, 6, 8, 9, 10, 11, 12]));
      const onComplete = vi.fn();
      renderWithKit(<CompanyOnboardingWizard flow={testFlow} api={api} onComplete={onComplete} />);
      await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    });

    it('keeps a draft of a step across a remount, and forgets it once saved', async () => {
      const { api, company } = companyApi(acmeRecord([2]));
      const { drafts, storage } = memoryDrafts();
      const first = renderWithKit(<CompanyOnboardingWizard flow={testFlow} api={api} />, {
        provider: { drafts },
      });
      await heading('Billing Name and Address');
      await first.user.type(field(/^Area/), 'Andheri');
      first.unmount();
      expect(Object.keys(storage.snapshot())).toEqual(['sfo-draft:acme:guest:company:billing']);
      const second = renderWithKit(<CompanyOnboardingWizard flow={testFlow} api={api} />, {
        provider: { drafts },
      });
      await heading('Billing Name and Address');
      expect(field(/^Area/)).toHaveValue('Andheri');
      expect(
        screen.getByText('Restored what you typed before; it is not saved yet.'),
      ).toBeVisible();
      await second.user.type(field(/^Zip/), '400093');
      await second.user.selectOptions(field(/^Province/), 'MH');
      await second.user.click(next());
      await waitFor(() => expect(company.savePage).toHaveBeenCalledTimes(1));
      await heading('About Us');
      expect(storage.snapshot()).toEqual({});
    });

    it('drops a draft typed over values the server has since replaced', async () => {
      const record = acmeRecord([2, 3]);
      record.billing_area = 'Andheri';
      const { api } = companyApi(record);
      const { drafts } = memoryDrafts();
      const first = renderWithKit(<CompanyOnboardingWizard flow={testFlow} api={api} step={3} />, {
        provider: { drafts },
      });
      await heading('Billing Name and Address');
      await first.user.type(field(/^Area/), ' East');
      first.unmount();
      record.billing_area = 'Powai'; // saved in another tab meanwhile
      renderWithKit(<CompanyOnboardingWizard flow={testFlow} api={api} step={3} />, {
        provider: { drafts },
      });
      await heading('Billing Name and Address');
      expect(field(/^Area/)).toHaveValue('Powai');
    });
  },
);
