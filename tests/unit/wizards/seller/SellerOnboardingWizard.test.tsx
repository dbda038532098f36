import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createDraftStore } from '../../../../src/api/session/DraftStore';
import { createMemoryStorage } from '../../../../src/api/session/storage';
import { createSessionStore } from '../../../../src/api/session/SessionStore';
import { createMemoryApi, createMemoryUploader, DEMO_PASSWORD } from '../../../../src/testing';
import type { CompanyCatalogStepProps } from '../../../../src/wizards';
import { createSellerFlow, SellerOnboardingWizard } from '../../../../src/wizards';
import { renderWithKit } from '../../render';

/** A catalog step double with its own Next, so the flow's wiring is tested without the tables. */
function fakeCatalogStep({ onNext }: CompanyCatalogStepProps) {
  return (
    <button type="button" onClick={onNext}>
      Next
    </button>
  );
}

const flow = createSellerFlow({
  Level1Step: fakeCatalogStep,
  Level2Step: fakeCatalogStep,
  Level3Step: fakeCatalogStep,
  BannersStep: fakeCatalogStep,
  CollectionsStep: fakeCatalogStep,
});

/**
 * The demo backend with the demo seller (seller 201 of company 1) signed in: the api acts as the
 * seller (its token), as the server would; `admin` acts as the store's administrators.
 */
async function backend() {
  const session = createSessionStore(createMemoryStorage());
  const api = createMemoryApi(undefined, {
    tenant: 'acme',
    getAccessToken: () => session.get()?.user.access_token,
  });
  const admin = api.memory.withToken(null);
  const [record] = await api.account.signIn({
    username: 'seller@acme.example.com',
    pw: DEMO_PASSWORD,
  });
  if (!record) throw new Error('no demo seller');
  session.signIn(record);
  const [adminRecord] = await api.account.signIn({
    username: 'admin@acme.example.com',
    pw: DEMO_PASSWORD,
  });
  return {
    api,
    admin: admin.memory.withToken(adminRecord?.access_token ?? null),
    session,
    uploader: createMemoryUploader(),
  };
}

/** A product of the seller's with variants and a logo already saved (on the server only). */
async function withProduct(b: Awaited<ReturnType<typeof backend>>) {
  const prodId = await b.api.products.create({
    prod_name: 'Kettle',
    category1_id: 301,
    prod_brand: 'Acme',
    company_id: 1,
    seller_id: 201,
    country_origin: 'India',
  });
  await b.api.products.saveVariants({
    prod_id: prodId,
    prod_varient_enabled: false,
    cgst: 5,
    sgst: 5,
    igst: 10,
    summary_image_url: '1/logo.png',
  });
  return prodId;
}

/** The store's pages 3–5 saved by its administrators. */
async function storePages(b: Awaited<ReturnType<typeof backend>>) {
  await b.admin.company.savePage(3, 1, {
    gstin_number: '27AACCA1234F1Z5',
    billing_addressline1: null,
    billing_addressline2: null,
    billing_street_no: null,
    billing_street_name: null,
    billing_area: 'Andheri',
    billing_region: null,
    billing_zip: '400093',
    billing_stateshort: 'MH',
    billing_country: 'India',
    billing_countryshort: 'IND',
    statelong: 'Maharashtra',
  });
  await b.admin.company.savePage(4, 1, {
    about_us_text: '<p>Since 1998.</p>',
    about_us_image_url: null,
  });
  await b.admin.company.savePage(5, 1, { terms_conditions: '<p>Returns in 7 days.</p>' });
}

/** The seller's own billing and about us saved, its terms too. */
async function ownShop(b: Awaited<ReturnType<typeof backend>>) {
  await b.api.sellers.saveShop('billing', 201, {
    gstin_number: null,
    billing_addressline1: null,
    billing_addressline2: null,
    billing_street_no: null,
    billing_street_name: null,
    billing_area: 'Koramangala',
    billing_region: null,
    billing_zip: '560034',
    billing_stateshort: 'KA',
    billing_country: 'India',
    billing_countryshort: 'IND',
    statelong: 'Karnataka',
  });
  await b.api.sellers.saveShop('about', 201, {
    about_us_text: '<p>Ravi makes pans.</p>',
    about_us_image_url: null,
  });
  await b.api.sellers.saveShop('terms', 201, { terms_conditions: '<p>Ravi’s terms.</p>' });
}

function renderWizard(
  b: Awaited<ReturnType<typeof backend>>,
  props: Partial<Parameters<typeof SellerOnboardingWizard>[0]> = {},
) {
  const onStepChange = vi.fn();
  const onComplete = vi.fn();
  const result = renderWithKit(
    <SellerOnboardingWizard
      flow={flow}
      onStepChange={onStepChange}
      onComplete={onComplete}
      now={new Date('2026-01-01T00:00:00Z')}
      {...props}
    />,
    {
      provider: {
        api: b.api,
        session: b.session,
        uploader: b.uploader,
        drafts: createDraftStore(createMemoryStorage()),
      },
    },
  );
  return { ...result, onStepChange, onComplete };
}

describe('SellerOnboardingWizard', { timeout: 30_000 }, () => {
  it('has 12 steps in the intended order', () => {
    expect(flow.map((step) => step.id)).toEqual([
      'product',
      'variants',
      'logo',
      'billing',
      'aboutUs',
      'terms',
      'level1',
      'level2',
      'level3',
      'banners',
      'collections',
      'sellerDetails',
    ]);
  });

  it('opens at step 1 for a new seller; later steps stay out of reach', async () => {
    const b = await backend();
    renderWizard(b, { step: 5 });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Add Product' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('step 1 creates the product once with the owner added, keeps its id and moves on', async () => {
    const b = await backend();
    const create = vi.spyOn(b.api.products, 'create');
    const { user, onStepChange } = renderWizard(b, {
      defaultStep: 1,
    });
    await screen.findByRole('heading', { level: 2, name: 'Add Product' });
    await user.type(screen.getByLabelText(/^Product Name/), 'Skillet');
    await user.selectOptions(screen.getByLabelText(/^Category 1/), '301');
    const brand = screen.getByLabelText(/^Brand/, { selector: 'select' });
    await waitFor(() => expect(within(brand).getByText('Acme Pro')).toBeInTheDocument());
    await user.selectOptions(brand, 'Acme Pro');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onStepChange).toHaveBeenCalledWith(2, { replace: false }));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      prod_name: 'Skillet',
      category1_id: 301,
      category2_id: null,
      category3_id: null,
      prod_brand: 'Acme Pro',
      company_id: 1,
      seller_id: 201,
      country_origin: 'India',
    });
    expect(b.session.get()?.user.prod_id).toEqual(expect.any(Number));
  });

  it('finds its product on the server after signing in again: no second product', async () => {
    const b = await backend();
    const prodId = await withProduct(b);
    const create = vi.spyOn(b.api.products, 'create');
    // No product id in the session (a fresh sign-in, another device): it resumes past step 3.
    expect(b.session.get()?.user.prod_id).toBeUndefined();
    const { onStepChange } = renderWizard(b);
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Billing Name and Address' },
      { timeout: 5000 },
    );
    // The resume step, named in the host's URL in place of none.
    await waitFor(() => expect(onStepChange).toHaveBeenCalledWith(4, { replace: true }));
    expect(create).not.toHaveBeenCalled();
    expect(await b.api.products.list(1)).toEqual([expect.objectContaining({ prod_id: prodId })]);
  });

  it("saves its own terms through its shop, never the store's pages", async () => {
    const b = await backend();
    await withProduct(b);
    await storePages(b);
    await ownShop(b);
    const before = await b.admin.company.get(1);
    const savePage = vi.spyOn(b.api.company, 'savePage');
    const saveShop = vi.spyOn(b.api.sellers, 'saveShop');
    const { user, onStepChange } = renderWizard(b, { step: 6 });
    await screen.findByRole('heading', { level: 2, name: 'General Terms and Conditions' });
    // Prefilled from the seller's own terms, not the store's.
    expect(await screen.findByText('Ravi’s terms.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onStepChange).toHaveBeenCalledWith(7, { replace: false }));
    expect(savePage).not.toHaveBeenCalled();
    expect(saveShop).toHaveBeenCalledWith('terms', 201, {
      terms_conditions: '<p>Ravi’s terms.</p>',
    });
    expect((await b.admin.company.get(1)).terms_conditions).toBe(before.terms_conditions);
  });

  it('saves the seller for the signed-in seller with the seller codes, completes', async () => {
    const b = await backend();
    await withProduct(b);
    await ownShop(b);
    const update = vi.spyOn(b.api.sellers, 'update');
    const completeStep = vi.spyOn(b.api.company, 'completeStep');
    const { user, onComplete } = renderWizard(b, { step: 12 });
    await screen.findByRole('heading', { level: 2, name: 'Seller Details' });
    const radio = (group: RegExp, name: string) =>
      user.click(
        within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name }),
      );
    const fill = async (label: RegExp | string, text: string) => {
      const field = screen.getByLabelText(label, { selector: 'input' });
      await user.clear(field);
      await user.type(field, text);
    };
    await radio(/^Seller Type/, 'Organization');
    await radio(/^Business Type/, 'Individual');
    await fill(/^Business Name/, 'Ravi Cookware');
    await fill(/^Legal Name/, 'Ravi Cookware LLP');
    await fill(/^Pan Number/, 'AAKFK1234L');
    await fill(/^GSTIN Number/, '29AAKFK1234L1Z2');
    await fill(/^Commission/, '8');
    await fill(/^Maximum Products/, '500');
    await fill(/^Office Phone/, '9123456780');
    await fill(/^Office Email/, 'sales@ravi.example.com');
    await fill(/^Zip/, '560103');
    await user.selectOptions(screen.getByLabelText(/^Province/), 'KA');
    await fill(/^First Name/, 'Ravi');
    await fill(/^Title/, 'Partner');
    await radio(/^Gender/, 'Female');
    await fill(/^Date of Birth/, '1990-01-01');
    await fill(/^Phone/, '9000000002');
    await fill(/^Email ID/, 'ravi@ravi.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({
        seller_id: 201,
        company_id: 1,
        seller_type: 2,
        seller_business_type: 1,
        seller_admin_gender: 3,
        seller_country: 'India',
        seller_countryshort: 'IND',
        seller_stateshort: 'KA',
      }),
    );
    // Its progress is its own record's: no store flag is reported.
    expect(completeStep).not.toHaveBeenCalled();
    expect((await b.api.onboarding.progress()).details).toBe(true);
  });

  it('a revisit of Seller Details waits for the saved record, not the sign-in names', async () => {
    const b = await backend();
    await withProduct(b);
    await ownShop(b);
    // The seller's record arrives when the test says so, after everything else.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const list = b.api.sellers.list.bind(b.api.sellers);
    vi.spyOn(b.api.sellers, 'list').mockImplementation(async (...args) => {
      await arrived;
      return list(...args);
    });
    renderWizard(b, { step: 12 });
    await waitFor(() => expect(b.api.sellers.list).toHaveBeenCalled());
    release();
    await screen.findByRole('heading', { level: 2, name: 'Seller Details' });
    expect(screen.getByLabelText(/^Business Name/, { selector: 'input' })).toHaveValue(
      'Kumar Kitchenware',
    );
  });
});
