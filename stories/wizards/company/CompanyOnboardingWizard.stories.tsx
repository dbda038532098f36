import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CompanyOnboardingWizard } from '../../../src/wizards';
import { inLocale, localized } from '../../support/kit';
import {
  expectBalancedFrame,
  findStep,
  walkCompanyWizard,
  wizardBackend,
  WizardHost,
  type WizardBackend,
} from '../support';
import {
  beforeContent,
  kitModes,
  noScreenshot,
  onLaptop,
  onPhone,
  onPhoneArabic,
  pageContent,
  screenModes,
} from '../../support/modes';
import { expectCompactStrip } from '../../support/queries';

const meta = {
  title: 'Wizards/Company/CompanyOnboardingWizard',
  component: CompanyOnboardingWizard,
  // The wizard is the page, as on the example's wizard routes: its step title is the page's h1.
  args: { onStepChange: fn(), onComplete: fn(), headingLevel: 1 },
  parameters: pageContent,
  loaders: [async () => wizardBackend()],
  render: (args, { loaded, parameters }) => (
    <WizardHost backend={loaded as WizardBackend} reloadable={parameters.reloadable === true}>
      <CompanyOnboardingWizard {...args} />
    </WizardHost>
  ),
} satisfies Meta<typeof CompanyOnboardingWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole wizard on the memory API: every step filled, one of each catalog item added, the
 * store's own seller record saved; then the server holds every page and report, and the demo
 * seller is untouched.
 */
export const WholeWizard: Story = {
  name: 'Whole wizard (interaction)',
  tags: ['interaction', '!autodocs'],
  parameters: noScreenshot(
    'Walks every step in one play: toasts from earlier steps dismiss on their own timers, so the last frame depends on machine speed. Each step has its own baselines.',
  ),
  args: { defaultStep: 1 },
  play: async (context) => {
    const { api } = context.loaded as WizardBackend;
    await walkCompanyWizard(context);
    await waitFor(() => expect(context.args.onComplete).toHaveBeenCalledTimes(1), {
      timeout: 5000,
    });
    const record = await api.company.get(1);
    for (const page of [2, 3, 4, 5, 6, 8, 9, 10, 11, 12]) {
      await expect(record).toHaveProperty(`signup_page${page}_over`, true);
    }
    await expect(record.billing_stateshort).toBe('MH');
    await expect(record.about_us_text).toContain('Cookware since 1998.');
    // Step 11 saved the store's own seller record, not a seller found by the typed name.
    const store = await api.sellers.store(1);
    await expect(store).toMatchObject({
      seller_business_name: 'Acme Home Stores',
      seller_pan_number: 'AACCA1234F',
      seller_gstin_number: '27AACCA1234F1Z5',
      seller_stateshort: 'MH',
    });
    await expect(store?.seller_id).not.toBe(201);
    const seller = await api.sellers.getByBusinessName('Kumar Kitchenware');
    await expect(seller).toMatchObject({ seller_id: 201 });
    await expect(seller?.seller_pan_number ?? null).toBeNull();
  },
};

/** A returning user with pages 2 and 3 saved: the wizard opens at About Us, earlier steps done. */
export const Resumed: Story = {
  ...onLaptop(),
  parameters: { ...onLaptop().parameters, ...screenModes },
  loaders: [async () => wizardBackend([2, 3])],
  play: async (context) => {
    const { t, canvas } = localized(context);
    await findStep(context, 'wizard.steps.aboutUs');
    // The resume step is named in the host's URL in place of none (no history entry added).
    await waitFor(() =>
      expect(context.args.onStepChange).toHaveBeenCalledWith(4, { replace: true }),
    );
    const strip = canvas.getByRole('navigation', { name: t('wizard.frame.progress') });
    const markers = within(strip).getAllByRole('listitem');
    await expect(markers[1]).toHaveAttribute('data-state', 'done');
    await expect(markers[3]).toHaveAttribute('data-state', 'current');
    await expect(markers[4]).toHaveAttribute('data-state', 'upcoming');
    // Under the title, one line says what the step is for; it describes the step's region.
    const help = canvas.getByText(t('wizard.help.company.aboutUs'));
    await expect(help).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: t('wizard.steps.aboutUs') }),
    ).toHaveAccessibleDescription(t('wizard.help.company.aboutUs'));
    // A form step in the one balanced frame (1280 px): Next ends at 1056 px, as on a catalog step.
    await expectBalancedFrame(context);
  },
};

/** A completed step can be revisited, prefilled from the record. */
export const RevisitADoneStep: Story = {
  name: 'Revisit a done step (interaction)',
  tags: ['interaction', '!autodocs'],
  loaders: [async () => wizardBackend([2, 3])],
  play: async (context) => {
    const { t, canvas } = localized(context);
    await findStep(context, 'wizard.steps.aboutUs');
    const strip = canvas.getByRole('navigation', { name: t('wizard.frame.progress') });
    const markers = within(strip).getAllByRole('listitem');
    await userEvent.click(within(markers[1] as HTMLElement).getByRole('button'));
    await findStep(context, 'wizard.steps.companyInformation');
    await expect(
      canvas.getByLabelText(t('wizard.fields.officeEmail'), { selector: 'input' }),
    ).toHaveValue('office@acme.example.com');
  },
};

/** Typed values survive a reload mid-step (the draft store), shown over the server's prefill. */
export const ReloadMidStep: Story = {
  name: 'Reload mid-step (interaction)',
  tags: ['interaction', '!autodocs'],
  parameters: { reloadable: true },
  loaders: [async () => wizardBackend([2])],
  play: async (context) => {
    const { t, canvas, field } = localized(context);
    await findStep(context, 'wizard.steps.billing');
    // The draft is written after a pause in typing: the play waits until it is kept.
    const kept = spyOn((context.loaded as WizardBackend).drafts, 'set');
    await userEvent.type(field('wizard.fields.area'), 'Andheri');
    await userEvent.type(field('wizard.fields.zip'), '400093');
    await waitFor(
      () =>
        expect(
          kept.mock.calls.some(([, values]) => JSON.stringify(values).includes('400093')),
        ).toBe(true),
      { timeout: 5000 },
    );
    await userEvent.click(canvas.getByTestId('reload'));
    await findStep(context, 'wizard.steps.billing');
    await expect(field('wizard.fields.area')).toHaveValue('Andheri');
    await expect(field('wizard.fields.zip')).toHaveValue('400093');
    await expect(canvas.getByText(t('wizard.frame.draftRestored'))).toBeVisible();
  },
};

/** The profile is slow: a loading status, nothing else. */
export const Loading: Story = {
  parameters: beforeContent,
  loaders: [async () => wizardBackend([], 60_000)],
  play: async (context) => {
    const { t, canvas } = localized(context);
    await expect(await canvas.findByText(t('wizard.frame.loading'))).toHaveAttribute(
      'role',
      'status',
    );
    await expect(canvas.getByTestId('wizard-skeleton')).toBeVisible();
  },
};

/** A wizard backend whose company record fails `times` reads ('Service Unavailable'). */
async function failingRecord(times: number): Promise<WizardBackend> {
  const backend = await wizardBackend();
  let failures = times;
  const get = backend.api.company.get;
  backend.api.company.get = async (...args) => {
    if (failures-- > 0) throw new Error('Service Unavailable');
    return get(...args);
  };
  return backend;
}

/** The record cannot be read: the error and Retry. */
export const LoadError: Story = {
  parameters: beforeContent,
  loaders: [() => failingRecord(Number.POSITIVE_INFINITY)],
  play: async (context) => {
    const { canvas, button } = localized(context);
    await expect(
      await canvas.findByText('Service Unavailable', undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(button('wizard.frame.retry')).toBeVisible();
  },
};

/**
 * Retry after a failed read loads the wizard (one failure: the client asks again by itself only a
 * read that reached no server).
 */
export const RetryAfterLoadError: Story = {
  name: 'Retry after a load error (interaction)',
  tags: ['interaction', '!autodocs'],
  loaders: [() => failingRecord(1)],
  play: async (context) => {
    const { canvas, button } = localized(context);
    await expect(
      await canvas.findByText('Service Unavailable', undefined, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(button('wizard.frame.retry'));
    await findStep(context, 'wizard.steps.companyInformation');
  },
};

export const ResumedArabic = inLocale(Resumed, 'ar');
export const ReloadMidStepArabic: Story = {
  ...inLocale(ReloadMidStep, 'ar'),
  name: 'Reload mid-step · ar (interaction)',
  tags: ['interaction', '!autodocs'],
};

/**
 * On a phone (390 px) the strip's eleven markers do not fit: it shows 'Step 3 of 11 · Billing
 * Name and Address' over a bar instead, and nothing is clipped or pushed off screen.
 */
export const Phone: Story = {
  ...onPhone(),
  args: { defaultStep: 3 },
  loaders: [async () => wizardBackend([2])],
  play: async (context) => {
    await findStep(context, 'wizard.steps.billing');
    await expectCompactStrip(context, { number: 3, total: 11, title: 'wizard.steps.billing' });
    // 16 px gutters, the strip, the fields and Back / Next in one column.
    await expectBalancedFrame(context);
  },
};

/** The same phone, right to left (Arabic): the bar fills from the right. */
export const PhoneArabic: Story = onPhoneArabic(Phone);

/**
 * The Level1 step on the same phone: the compact strip over the step's title (the page's h1) and
 * the category table, whose heading (for assistive tech) is an h2 below it, so headings descend
 * by one and axe's heading-order passes at this width too.
 */
export const PhoneLevel1: Story = {
  ...onPhone(),
  args: { defaultStep: 6 },
  loaders: [async () => wizardBackend([2, 3, 4, 5])],
  play: async (context) => {
    const { t, canvas } = localized(context);
    await findStep(context, 'wizard.steps.level1');
    await expectCompactStrip(context, { number: 6, total: 11, title: 'wizard.steps.level1' });
    const title = t('wizard.steps.level1');
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
    // The catalog step in the same frame as a form step: 16 px gutters, Next at the column's end.
    await expectBalancedFrame(context);
  },
};

/**
 * A catalog step on a wide screen (1280 px), in the one balanced frame every step shares: the
 * strip, the title, the table and Back / Next in the same centred 832 px column as a form step
 * (Resumed), so Next does not jump between the two. Also pictured right to left.
 */
export const CatalogStep: Story = {
  ...onLaptop(),
  parameters: { ...onLaptop().parameters, chromatic: { modes: { rtl: kitModes.rtl } } },
  args: { defaultStep: 6 },
  loaders: [async () => wizardBackend([2, 3, 4, 5])],
  play: async (context) => {
    const { t, canvas } = localized(context);
    await findStep(context, 'wizard.steps.level1');
    await expect(canvas.getByText(t('wizard.help.company.level1'))).toBeVisible();
    await expectBalancedFrame(context);
  },
};

/** The same catalog step in Arabic, right to left: Next ends the column on its left. */
export const CatalogStepArabic = inLocale(CatalogStep, 'ar');

/**
 * The Level1 step on the phone in Arabic, right to left: the table's hidden heading stays inside
 * the screen (nothing scrolls sideways).
 */
export const PhoneLevel1Arabic: Story = onPhoneArabic(PhoneLevel1);

/** Don't: the wizard embedded with no tenant: the kit cannot tell which store to load. */
export const DontNoTenant: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: (args, { loaded }) => (
    <WizardHost backend={loaded as WizardBackend} tenant={null}>
      <CompanyOnboardingWizard {...args} />
    </WizardHost>
  ),
};
