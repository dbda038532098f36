import { useState, type ReactNode } from 'react';
import { Button } from '../../../src/components/Button';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackofficeProvider } from '../../../src/api/BackofficeProvider';
import { createDraftStore, type DraftStore } from '../../../src/api/session/DraftStore';
import { createMemoryStorage } from '../../../src/api/session/storage';
import { useKitTranslation } from '../../../src/i18n/useKitTranslation';
import { createMemoryApi, createMemoryUploader, type MemoryApi } from '../../../src/testing';
import { fixtureFile } from '../../../tests/fixtures/images/browser';
import { localized, storyT } from '../../support/kit';
import { addAndSee, type PlayContext } from '../catalog/support';
import { chooseImage } from '../../support/queries';

/** A stored logo (a 1×1 PNG as the memory uploader's preview). */
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** What the wizard stories' loaders hand over: a memory backend and a draft store. */
export interface WizardBackend {
  api: MemoryApi;
  drafts: DraftStore;
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
        registration_number: null,
        registration_date: null,
        pan_number: 'AACCA1234F',
        phone: '022 4000 1234',
        office_email: 'office@acme.example.com',
        accounts_email: null,
        accounts_phone: null,
        web_url: null,
        insta: null,
        linkedin: null,
        password_renewal_days: 90,
        enquiry_email: null,
        monthly_purchase_minimum: 2000,
        maximum_products: 1000,
      }),
    3: () =>
      api.company.savePage(3, id, {
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
      }),
    4: () =>
      api.company.savePage(4, id, {
        about_us_text: '<p>Since 1998.</p>',
        about_us_image_url: null,
      }),
    5: () => api.company.savePage(5, id, { terms_conditions: '<p>Returns in 7 days.</p>' }),
  };
  for (const page of pages) await saved[page]();
  return { api, drafts: createDraftStore(createMemoryStorage()) } satisfies WizardBackend;
}

/**
 * The wizard's provider over a memory backend, keeping the locale of the global decorator. The
 * "Reload" button (a story tool, only in stories that need it: `reloadable`) remounts everything but the backend and the drafts (a new query cache too), as
 * a browser reload would.
 */
export function WizardHost({
  backend,
  reloadable = false,
  children,
}: {
  backend: WizardBackend;
  reloadable?: boolean;
  children: ReactNode;
}) {
  const { i18n } = useKitTranslation();
  const [uploader] = useState(() => createMemoryUploader());
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
        drafts={backend.drafts}
        i18n={i18n}
        tenant="acme"
      >
        {children}
      </BackofficeProvider>
    </>
  );
}

/** Waits for the step titled by `key` (the page's h1; it gets focus when the step changes). */
export async function findStep(context: PlayContext, key: string) {
  const t = storyT(context);
  return within(context.canvasElement).findByRole(
    'heading',
    { level: 1, name: t(key) },
    { timeout: 5000 },
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

  await findStep(context, 'wizard.steps.billing');
  await userEvent.type(field('wizard.fields.area'), 'Andheri');
  await userEvent.type(field('wizard.fields.zip'), '400093');
  await userEvent.selectOptions(field('wizard.fields.province'), 'MH');
  await next();

  await findStep(context, 'wizard.steps.aboutUs');
  await typeRichText(context, 'wizard.fields.aboutUsText', 'Cookware since 1998.');
  await next();

  await findStep(context, 'wizard.steps.terms');
  await typeRichText(context, 'wizard.fields.terms', 'Returns within 7 days.');
  await next();

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
