import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SellerOnboardingWizard } from '../../../src/wizards';
import { SELLER_PROGRESS, summarizeOnboarding } from '../../../src/wizards/flow';
import { DEMO_PASSWORD } from '../../../src/testing';
import { inLocale, localized } from '../../support/kit';
import {
  expectBalancedFrame,
  fillProduct,
  findStep,
  sellerBackend,
  WizardHost,
  walkSellerWizard,
  UrlStep,
  type SellerBackend,
} from '../support';
import {
  beforeContent,
  noScreenshot,
  onLaptop,
  onPhone,
  onPhoneArabic,
  pageContent,
  screenModes,
} from '../../support/modes';
import { expectCompactStrip } from '../../support/queries';

const meta = {
  title: 'Wizards/Seller/SellerOnboardingWizard',
  component: SellerOnboardingWizard,
  // The wizard is the page, as on the example's wizard routes: its step title is the page's h1.
  args: { onStepChange: fn(), onComplete: fn(), headingLevel: 1 },
  parameters: pageContent,
  loaders: [async () => sellerBackend()],
  render: (args, { loaded }) => (
    <WizardHost backend={loaded as SellerBackend}>
      <SellerOnboardingWizard {...args} />
    </WizardHost>
  ),
} satisfies Meta<typeof SellerOnboardingWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole seller wizard on the memory API, 12 steps: a product with a new brand and variants, a
 * WEBP logo, the store's steps, a level-1 category, the seller's details; then the server holds
 * the product and the seller, and the seller's own progress is complete.
 */
export const WholeWizard: Story = {
  parameters: noScreenshot(
    'Walks every step in one play: toasts from earlier steps dismiss on their own timers, so the last frame depends on machine speed. Each step has its own baselines.',
  ),
  args: { defaultStep: 1 },
  play: async (context) => {
    const { api, session, uploader } = context.loaded as SellerBackend;
    await walkSellerWizard(context);
    await waitFor(() => expect(context.args.onComplete).toHaveBeenCalledTimes(1), {
      timeout: 8000,
    });
    const prodId = session.get()?.user.prod_id;
    await expect(prodId).toEqual(expect.any(Number));
    const product = await api.products.get(prodId as number);
    await expect(product).toMatchObject({
      prod_name: 'Cast Iron Skillet',
      prod_brand: 'Lodge',
      category1_id: 301,
      category2_id: 311,
      category3_id: null,
      prod_varient_enabled: true,
      prod_varient_header: 'Size',
      prod_varient_display_type: 0,
      cgst: 9,
      sgst: 9,
      igst: 18,
    });
    await expect(product.summary_image_url).toBeTruthy();
    await expect(uploader.keys()).toContain(`1/products/${prodId}/logo.webp`);
    const brands = await api.brands.list(1);
    await expect(brands.map((b) => b.brand_name)).toContain('Lodge');
    const seller = await api.sellers.getByBusinessName('Ravi Cookware');
    await expect(seller).toMatchObject({ seller_id: 201, seller_type: 2, seller_admin_gender: 2 });
    // The seller's progress is its own records' (docs/api-contract.md, "Onboarding progress"):
    // every step of its flow done. The seller reports no store flag any more.
    const progress = summarizeOnboarding(SELLER_PROGRESS, await api.onboarding.progress());
    await expect(progress).toMatchObject({ complete: true, doneCount: 12 });
    const [admin] = await api.account.signIn({
      username: 'admin@acme.example.com',
      pw: DEMO_PASSWORD,
    });
    const record = await api.memory.withToken(admin?.access_token ?? null).company.get(1);
    await expect(record.signup_page12_over).not.toBe(true);
  },
};

/**
 * After step 1 a reload (at `?val=2`, kept like a URL) keeps the product: Back to step 1 and Next
 * again create nothing new.
 */
export const ReloadKeepsProduct: Story = {
  render: (args, { loaded }) => (
    <UrlStep initial={1} onStepChange={args.onStepChange}>
      {(step, setStep) => (
        <WizardHost backend={loaded as SellerBackend} reloadable>
          <SellerOnboardingWizard {...args} step={step} onStepChange={setStep} />
        </WizardHost>
      )}
    </UrlStep>
  ),
  play: async (context) => {
    const { api, session } = context.loaded as SellerBackend;
    const { canvas, button } = localized(context);
    const create = api.products.create;
    let creates = 0;
    api.products.create = async (...args) => {
      creates += 1;
      return create(...args);
    };
    await fillProduct(context);
    await userEvent.click(button('wizard.frame.next'));
    await findStep(context, 'seller.variants.title');
    await userEvent.click(canvas.getByTestId('reload'));
    await findStep(context, 'seller.variants.title');
    await userEvent.click(button('wizard.frame.back'));
    await findStep(context, 'seller.product.title');
    await userEvent.click(button('wizard.frame.next'));
    await findStep(context, 'seller.variants.title');
    await expect(creates).toBe(1);
    await expect(session.get()?.user.prod_id).toEqual(expect.any(Number));
  },
};

/** The strip: 12 markers, the product step current. */
export const FirstStep: Story = {
  ...onLaptop(),
  parameters: { ...onLaptop().parameters, ...screenModes },
  args: { defaultStep: 1 },
  play: async (context) => {
    const { t, canvas } = localized(context);
    await findStep(context, 'seller.product.title');
    // The markers' strip (not the compact form's bar, named alike and hidden at this width).
    const [strip] = canvas
      .getAllByLabelText(t('wizard.frame.progress'))
      .filter((element) => element.getAttribute('role') !== 'progressbar');
    if (!strip) throw new Error('no progress strip');
    const markers = within(strip).getAllByRole('listitem');
    await expect(markers).toHaveLength(12);
    await expect(markers[0]).toHaveAttribute('data-state', 'current');
    // Later steps are out of reach until the product exists.
    await expect(markers[1]).toHaveAttribute('data-state', 'upcoming');
    // The step's two rich-text editors load lazily: the story ends (and is captured) with both.
    await canvas.findByRole('textbox', { name: t('seller.product.description') });
    await canvas.findByRole('textbox', { name: t('seller.product.specifications') });
    await expect(canvas.getByText(t('wizard.help.seller.product'))).toBeVisible();
    await expectBalancedFrame(context);
  },
};

export const Loading: Story = {
  parameters: beforeContent,
  loaders: [
    async () => {
      const backend = await sellerBackend();
      // The store's profile never arrives.
      backend.api.tenant.resolve = () => new Promise(() => undefined);
      return backend;
    },
  ],
  play: async (context) => {
    const { t, canvas } = localized(context);
    await expect(await canvas.findByText(t('wizard.frame.loading'))).toHaveAttribute(
      'role',
      'status',
    );
    await expect(canvas.getByTestId('wizard-skeleton')).toBeVisible();
  },
};

export const FirstStepArabic = inLocale(FirstStep, 'ar');

/** On a phone (390 px): 'Step 1 of 12 · …' over a bar instead of twelve markers. */
export const Phone: Story = {
  ...onPhone(),
  args: { defaultStep: 1 },
  play: async (context) => {
    await findStep(context, 'seller.product.title');
    await expectCompactStrip(context, { number: 1, total: 12, title: 'seller.product.title' });
    await expectBalancedFrame(context);
  },
};

/** The same phone, right to left (Arabic). */
export const PhoneArabic: Story = onPhoneArabic(Phone);

/** Don't: the wizard given a tenant the API does not know (a typo of the store's name). */
export const DontUnknownTenant: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: (args, { loaded }) => (
    <WizardHost backend={loaded as SellerBackend} tenant="acme-shop">
      <SellerOnboardingWizard {...args} />
    </WizardHost>
  ),
};
