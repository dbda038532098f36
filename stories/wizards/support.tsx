import { useState, type ReactNode } from 'react';
import { Button } from '../../src/components/Button';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackofficeProvider } from '../../src/api/BackofficeProvider';
import { createDraftStore, type DraftStore } from '../../src/api/session/DraftStore';
import { createMemoryStorage } from '../../src/api/session/storage';
import { createSessionStore, type SessionStore } from '../../src/api/session/SessionStore';
import { useKitTranslation } from '../../src/i18n/useKitTranslation';
import {
  createMemoryApi,
  createMemoryUploader,
  DEMO_PASSWORD,
  type MemoryApi,
  type MemoryUploader,
} from '../../src/testing';
import { fixtureFile } from '../../tests/fixtures/images/browser';
import { localized, storyT } from '../support/kit';
import { addAndSee, type PlayContext } from './catalog/support';
import { chooseImage } from '../support/queries';

/** A stored logo (a 1×1 PNG as the memory uploader's preview). */
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/*
 * What both wizards' stories share: a memory backend (the store's administrator, or the demo
 * seller signed in), the provider around a wizard (with a Reload that remounts it), and the
 * steps' fills and walks.
 */

/** What the wizard stories' loaders hand over: a memory backend and a draft store. */
export interface WizardBackend {
  api: MemoryApi;
  drafts: DraftStore;
  /** The signed-in seller's session (the seller wizard's stories). */
  session?: SessionStore;
  /** The uploader (by default a fresh memory uploader). */
  uploader?: MemoryUploader;
}

/** The demo backend (tenant acme) with the given company pages already saved. */
export async function wizardBackend(pages: Array<2 | 3 | 4 | 5> = [], delay = 0) {
  const api = createMemoryApi(undefined, { tenant: 'acme', delay });
  if (pages.length === 0) return { api, drafts: createDraftStore(createMemoryStorage()) };
  const { id } = await api.tenant.resolve('acme');
  const saved = {
    2: () =>
      api.company.savePage(2, id, {
        logo_upload: LOGO,
        pan_number: 'AACCA1234F',
        phone: '022 4000 1234',
        office_email: 'office@acme.example.com',
        password_renewal_days: 90,
        monthly_purchase_minimum: 2000,
        maximum_products: 1000,
      }),
    3: () =>
      api.company.savePage(3, id, {
        gstin_number: '27AACCA1234F1Z5',
        billing_area: 'Andheri',
        billing_zip: '400093',
        billing_stateshort: 'MH',
        billing_country: 'India',
        billing_countryshort: 'IND',
        statelong: 'Maharashtra',
      }),
    4: () =>
      api.company.savePage(4, id, {
        about_us_text: '<p>Since 1998.</p>',
      }),
    5: () => api.company.savePage(5, id, { terms_conditions: '<p>Returns in 7 days.</p>' }),
  };
  for (const page of pages) await saved[page]();
  return { api, drafts: createDraftStore(createMemoryStorage()) } satisfies WizardBackend;
}

/** The seller wizard's backend: a session and an uploader of its own (slow, to see progress). */
export type SellerBackend = Required<WizardBackend>;

/**
 * The demo backend (tenant acme) with the demo seller signed in: the api is called with the
 * session's token, so it answers as the server answers that seller (its own progress, its own
 * records), not as the store's administrators.
 */
export async function sellerBackend(delay = 0): Promise<SellerBackend> {
  const session = createSessionStore(createMemoryStorage());
  const api = createMemoryApi(undefined, {
    tenant: 'acme',
    delay,
    getAccessToken: () => session.get()?.user.access_token,
  });
  const [record] = await api.account.signIn({
    username: 'seller@acme.example.com',
    pw: DEMO_PASSWORD,
  });
  if (!record) throw new Error('the demo seller could not sign in');
  session.signIn(record);
  return {
    api,
    uploader: createMemoryUploader({ delay: 300 }),
    session,
    drafts: createDraftStore(createMemoryStorage()),
  };
}

/**
 * The wizard's provider over a memory backend, keeping the locale of the global decorator. The
 * "Reload" button (a story tool, only in stories that need it: `reloadable`) remounts everything
 * but the backend, the session and the drafts (a new query cache too), as a browser reload would.
 */
export function WizardHost({
  backend,
  reloadable = false,
  tenant = 'acme',
  children,
}: {
  backend: WizardBackend;
  reloadable?: boolean;
  /** The provider's tenant (null: none, as on a host name that names no store). */
  tenant?: string | null;
  children: ReactNode;
}) {
  const { i18n } = useKitTranslation();
  const [uploader] = useState(() => backend.uploader ?? createMemoryUploader());
  const [generation, setGeneration] = useState(0);
  return (
    <>
      {reloadable ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setGeneration((n) => n + 1)}
          data-testid="reload"
        >
          Reload
        </Button>
      ) : null}
      <BackofficeProvider
        key={generation}
        api={backend.api}
        uploader={uploader}
        session={backend.session}
        drafts={backend.drafts}
        i18n={i18n}
        tenant={tenant}
      >
        {children}
      </BackofficeProvider>
    </>
  );
}

/** Holds the wizard's step as a host's URL would (`?val=`): it outlives a reload of the wizard. */
export function UrlStep({
  initial,
  onStepChange,
  children,
}: {
  initial: number;
  onStepChange?: (step: number) => void;
  children: (step: number, setStep: (step: number) => void) => ReactNode;
}) {
  const [step, setStep] = useState(initial);
  return children(step, (next) => {
    setStep(next);
    onStepChange?.(next);
  });
}

/** Waits for the step titled by `key` (the page's h1; it gets focus when the step changes). */
export async function findStep(context: PlayContext, key: string) {
  const t = storyT(context);
  return within(context.canvasElement).findByRole(
    'heading',
    { level: 1, name: t(key) },
    { timeout: 8000 },
  );
}

/** Types into the rich-text editor labelled by `key` once it has loaded. */
async function typeRichText(context: PlayContext, key: string, text: string) {
  const t = storyT(context);
  const editor = await within(context.canvasElement).findByRole(
    'textbox',
    { name: t(key) },
    { timeout: 5000 },
  );
  await userEvent.click(editor);
  await userEvent.keyboard(text);
}

/** The billing step: area, zip and province (Maharashtra). */
async function fillBilling(context: PlayContext) {
  const { field } = localized(context);
  await findStep(context, 'wizard.steps.billing');
  await userEvent.type(field('wizard.fields.area'), 'Andheri');
  await userEvent.type(field('wizard.fields.zip'), '400093');
  await userEvent.selectOptions(field('wizard.fields.province'), 'MH');
}

/** About Us, then the terms, each with its text, each moved past with `next`. */
async function fillAboutAndTerms(context: PlayContext, next: () => Promise<void>) {
  await findStep(context, 'wizard.steps.aboutUs');
  await typeRichText(context, 'wizard.fields.aboutUsText', 'Cookware since 1998.');
  await next();
  await findStep(context, 'wizard.steps.terms');
  await typeRichText(context, 'wizard.fields.terms', 'Returns within 7 days.');
  await next();
}

/** The level 1 step's Add New: Tableware. */
async function addLevel1(context: PlayContext) {
  await findStep(context, 'wizard.steps.level1');
  await addAndSee(
    context,
    'catalog.level1.modal',
    async ({ field: modalField }) => {
      await userEvent.type(modalField('catalog.level1.name'), 'Tableware');
      await userEvent.type(modalField('catalog.level1.description'), 'Plates and bowls');
      await userEvent.type(modalField('catalog.level1.order'), '3');
    },
    'catalog.level1.added',
    'Tableware',
  );
}

/** Walks every step of the company wizard on the memory API, adding one of each catalog item. */
export async function walkCompanyWizard(context: PlayContext) {
  const { field, button, canvas, t } = localized(context);
  const next = () => userEvent.click(button('wizard.frame.next'));

  await findStep(context, 'wizard.steps.registerDetails');
  await next();

  await findStep(context, 'wizard.steps.companyInformation');
  const logo = canvas.getByLabelText(t('wizard.fields.logo'), { selector: 'input[type="file"]' });
  await chooseImage(logo, await fixtureFile('png'));
  await userEvent.type(field('wizard.fields.officePhone'), '022 4000 1234');
  await userEvent.type(field('wizard.fields.officeEmail'), 'office@acme.example.com');
  await next();

  await fillBilling(context);
  await next();
  await fillAboutAndTerms(context, next);

  await addLevel1(context);
  await userEvent.click(button('catalog.next'));

  await findStep(context, 'wizard.steps.level2');
  await addAndSee(
    context,
    'catalog.level2.modal',
    async ({ field: modalField }) => {
      await userEvent.selectOptions(modalField('catalog.level2.level1'), '301');
      await userEvent.type(modalField('catalog.level2.name'), 'Frying Pans');
      await userEvent.type(modalField('catalog.level2.order'), '2');
    },
    'catalog.level2.added',
    'Frying Pans',
  );
  await userEvent.click(button('catalog.next'));

  await findStep(context, 'wizard.steps.level3');
  await addAndSee(
    context,
    'catalog.level3.modal',
    async ({ field: modalField }) => {
      await userEvent.selectOptions(modalField('catalog.level3.level1'), '301');
      await waitFor(() =>
        expect(
          within(modalField('catalog.level3.level2')).getAllByRole('option').length,
        ).toBeGreaterThan(1),
      );
      await userEvent.selectOptions(modalField('catalog.level3.level2'), '311');
      await userEvent.type(modalField('catalog.level3.name'), 'Induction');
      await userEvent.type(modalField('catalog.level3.order'), '2');
    },
    'catalog.level3.added',
    'Induction',
  );
  await userEvent.click(button('catalog.next'));

  await findStep(context, 'wizard.steps.banners');
  await addAndSee(
    context,
    'catalog.banner.modal',
    async ({ field: modalField }) => {
      await userEvent.selectOptions(modalField('catalog.banner.category1'), '301');
      await userEvent.type(modalField('catalog.banner.order'), '2');
      await chooseImage(modalField('catalog.banner.image'), await fixtureFile('webp'));
      await userEvent.type(modalField('catalog.banner.slogan'), 'Festive offers');
      await userEvent.type(modalField('catalog.banner.buttonText'), 'Shop now');
    },
    'catalog.banner.added',
    'Festive offers',
  );
  await userEvent.click(button('catalog.next'));

  await findStep(context, 'wizard.steps.collections');
  await addAndSee(
    context,
    'catalog.collection.modal',
    async ({ field: modalField }) => {
      await userEvent.type(modalField('catalog.collection.name'), 'Monsoon Picks');
    },
    'catalog.collection.added',
    'Monsoon Picks',
  );
  await userEvent.click(button('catalog.next'));

  // Step 11 is the store's own seller record, prefilled from the store's profile (Mumbai,
  // Maharashtra): its GSTIN carries Maharashtra's code.
  await findStep(context, 'wizard.steps.sellerDetails');
  await userEvent.clear(field('wizard.fields.businessName'));
  await userEvent.type(field('wizard.fields.businessName'), 'Acme Home Stores');
  await userEvent.type(field('wizard.fields.panNumber'), 'AACCA1234F');
  await userEvent.type(field('wizard.fields.gstinNumber'), '27AACCA1234F1Z5');
  await userEvent.type(field('wizard.fields.commission'), '8');
  await userEvent.type(field('wizard.fields.maximumProducts'), '500');
  await userEvent.type(field('wizard.fields.officePhone'), '9123456780');
  await userEvent.type(field('wizard.fields.officeEmail'), 'sales@acme.example.com');
  await userEvent.click(button('wizard.frame.save'));
}

/** Step 1: a product under Cookware › Pans, with a brand made in 'Brand >> Add New'. */
export async function fillProduct(context: PlayContext) {
  const { field, canvas, t } = localized(context);
  await findStep(context, 'seller.product.title');
  await userEvent.type(field('seller.product.name'), 'Cast Iron Skillet');
  await userEvent.selectOptions(field('seller.product.category1'), '301');
  await waitFor(() => expect(field('seller.product.category2')).toBeEnabled());
  await waitFor(() =>
    expect(within(field('seller.product.category2')).getAllByRole('option').length).toBeGreaterThan(
      1,
    ),
  );
  await userEvent.selectOptions(field('seller.product.category2'), '311');
  await userEvent.click(canvas.getByRole('button', { name: t('seller.product.addBrandLabel') }));
  const dialog = await canvas.findByRole('dialog', { name: t('seller.brand.title') });
  await userEvent.type(within(dialog).getByLabelText(t('seller.brand.name')), 'Lodge');
  await userEvent.click(within(dialog).getByRole('button', { name: t('catalog.save') }));
  await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(field('seller.product.brand')).toHaveValue('Lodge'));
  await userEvent.type(field('seller.product.colour'), 'Black');
  await typeRichText(context, 'seller.product.description', 'Pre-seasoned, 10 inch.');
}

/** Step 2: variants on (Size, Round) and the three taxes. */
export async function fillVariants(context: PlayContext) {
  const { field, canvas, t } = localized(context);
  await findStep(context, 'seller.variants.title');
  await userEvent.click(canvas.getByRole('switch', { name: t('seller.variants.allow') }));
  await userEvent.type(field('seller.variants.name'), 'Size');
  await userEvent.click(canvas.getByRole('radio', { name: t('seller.variants.round') }));
  await userEvent.type(field('seller.variants.cgst'), '9');
  await userEvent.type(field('seller.variants.sgst'), '9');
  await userEvent.type(field('seller.variants.igst'), '18');
}

/** Walks the seller wizard from step 1 to the Save of step 12 on the memory API. */
export async function walkSellerWizard(context: PlayContext) {
  const { button, canvas, t } = localized(context);
  const next = () => userEvent.click(button('wizard.frame.next'));

  await fillProduct(context);
  await next();

  await fillVariants(context);
  await next();

  await findStep(context, 'seller.logo.title');
  const logo = canvas.getByLabelText(t('seller.logo.label'), { selector: 'input[type="file"]' });
  await chooseImage(logo, await fixtureFile('webp'));
  await next();

  await fillBilling(context);
  await next();
  await fillAboutAndTerms(context, next);

  await addLevel1(context);
  for (const step of ['level1', 'level2', 'level3', 'banners', 'collections']) {
    await findStep(context, `wizard.steps.${step}`);
    await userEvent.click(button('catalog.next'));
  }

  await findStep(context, 'wizard.steps.sellerDetails');
  await fillSellerDetails(context);
  await userEvent.click(button('wizard.frame.save'));
}

/** Step 12: the seller's details, every required field. */
export async function fillSellerDetails(context: PlayContext) {
  const { field, canvas, t } = localized(context);
  const choose = async (group: string, option: string) => {
    const radios = canvas.getByRole('radiogroup', { name: new RegExp(`^${t(group)}`) });
    await userEvent.click(within(radios).getByRole('radio', { name: t(option) }));
  };
  const retype = async (key: string, text: string) => {
    await userEvent.clear(field(key));
    await userEvent.type(field(key), text);
  };
  await choose('wizard.fields.sellerType', 'wizard.fields.organization');
  await choose('wizard.fields.businessType', 'wizard.fields.organization');
  await retype('wizard.fields.businessName', 'Ravi Cookware');
  await retype('wizard.fields.legalName', 'Ravi Cookware LLP');
  await retype('wizard.fields.panNumber', 'AAKFK1234L');
  await retype('wizard.fields.gstinNumber', '29AAKFK1234L1Z2');
  await retype('wizard.fields.commission', '8');
  await retype('wizard.fields.maximumProducts', '500');
  await retype('wizard.fields.officePhone', '9123456780');
  await retype('wizard.fields.officeEmail', 'sales@ravi.example.com');
  await retype('wizard.fields.zip', '560103');
  await userEvent.selectOptions(field('wizard.fields.province'), 'KA');
  await retype('wizard.fields.firstName', 'Ravi');
  await retype('wizard.fields.title', 'Partner');
  await choose('wizard.fields.gender', 'wizard.fields.male');
  await retype('wizard.fields.dateOfBirth', '1988-06-15');
  await retype('wizard.fields.phone', '9000000002');
  await retype('wizard.fields.emailId', 'ravi@ravi.example.com');
}

/**
 * The balanced frame (issue 46, item 5): the progress strip, the step's title, its content and
 * its Back / Next row share one column, centred in the page with at least a 16 px gutter each
 * side (exactly 16 px on a phone), and the primary button ends where that column ends. So Next
 * sits at the same place on a form step and on a catalog step: at 1280 px its end edge is at
 * (1280 + 832) / 2 = 1056 px from the start edge, in either direction.
 */
export async function expectBalancedFrame(context: PlayContext, primary: 'next' | 'save' = 'next') {
  const { t, canvas } = localized(context);
  const frame = context.canvasElement.querySelector<HTMLElement>('[data-step]');
  await expect(frame).not.toBeNull();
  const style = getComputedStyle(frame as HTMLElement);
  const box = (frame as HTMLElement).getBoundingClientRect();
  const column = {
    left: box.left + parseFloat(style.paddingLeft),
    right: box.right - parseFloat(style.paddingRight),
  };
  const page = document.documentElement.clientWidth;
  const gutters = { left: column.left, right: page - column.right };
  // Centred, with gutters; a phone's are the 16 px themselves.
  await expect(Math.abs(gutters.left - gutters.right)).toBeLessThanOrEqual(1);
  await expect(gutters.left).toBeGreaterThanOrEqual(15.5);
  if (page < 960 + 32) await expect(Math.abs(gutters.left - 16)).toBeLessThanOrEqual(0.5);
  else await expect(Math.abs(column.right - column.left - 960)).toBeLessThanOrEqual(0.5);
  // On the laptop stories (1280 px) the column runs from 160 to 1120 px.
  if (page === 1280) await expect(Math.abs(column.left - 160)).toBeLessThanOrEqual(0.5);
  // The strip's container (its first child), whichever form it shows (markers, or the compact bar).
  const strip = (frame as HTMLElement).firstElementChild as HTMLElement;
  // A laptop's column holds every marker: none is scrolled out of sight.
  const scroller = strip.querySelector<HTMLElement>('ol')?.parentElement;
  if (page >= 1280 && scroller) {
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  }
  const heading = canvas.getByRole('heading', { level: 1 });
  const button = canvas.getByRole('button', { name: t(`wizard.frame.${primary}`) });
  const row = button.parentElement as HTMLElement;
  for (const part of [strip, heading, row]) {
    const rect = part.getBoundingClientRect();
    await expect(Math.abs(rect.left - column.left)).toBeLessThanOrEqual(0.5);
    await expect(Math.abs(rect.right - column.right)).toBeLessThanOrEqual(0.5);
  }
  // The primary button ends the row at the column's end edge (the left one, right to left).
  const end = button.getBoundingClientRect();
  const rtl = getComputedStyle(row).direction === 'rtl';
  await expect(
    Math.abs(rtl ? end.left - column.left : end.right - column.right),
  ).toBeLessThanOrEqual(0.5);
}
