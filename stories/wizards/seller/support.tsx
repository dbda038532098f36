import { useState, type ReactNode } from 'react';
import { Button } from '../../../src/components/Button';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackofficeProvider } from '../../../src/api/BackofficeProvider';
import { createDraftStore, type DraftStore } from '../../../src/api/session/DraftStore';
import { createMemoryStorage } from '../../../src/api/session/storage';
import { createSessionStore, type SessionStore } from '../../../src/api/session/SessionStore';
import { useKitTranslation } from '../../../src/i18n/useKitTranslation';
import {
  createMemoryApi,
  createMemoryUploader,
  DEMO_PASSWORD,
  type MemoryApi,
  type MemoryUploader,
} from '../../../src/testing';
import { fixtureFile } from '../../../tests/fixtures/images/browser';
import { localized, storyT } from '../../support/kit';
import { addAndSee, type PlayContext } from '../catalog/support';
import { chooseImage } from '../../support/queries';

/** What the seller wizard stories' loaders hand over: a memory backend, a seller's session. */
export interface SellerBackend {
  api: MemoryApi;
  uploader: MemoryUploader;
  session: SessionStore;
  drafts: DraftStore;
}

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
 * The wizard's provider over the memory backend, keeping the locale of the global decorator. The
 * "Reload" button (a story tool, only in stories that need it: `reloadable`) remounts everything but the backend, the session and the drafts (a new query
 * cache too), as a browser reload would.
 */
export function SellerWizardHost({
  backend,
  reloadable = false,
  children,
}: {
  backend: SellerBackend;
  reloadable?: boolean;
  children: ReactNode;
}) {
  const { i18n } = useKitTranslation();
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
        uploader={backend.uploader}
        session={backend.session}
        drafts={backend.drafts}
        i18n={i18n}
        tenant="acme"
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

/** Waits for the step titled by `key` (the page's h1: these stories render the wizard as the page). */
export async function findSellerStep(context: PlayContext, key: string) {
  return within(context.canvasElement).findByRole(
    'heading',
    { level: 1, name: storyT(context)(key) },
    { timeout: 8000 },
  );
}

async function typeInEditor(context: PlayContext, key: string, text: string) {
  const editor = await within(context.canvasElement).findByRole(
    'textbox',
    { name: storyT(context)(key) },
    { timeout: 5000 },
  );
  await userEvent.click(editor);
  await userEvent.keyboard(text);
}

/** Step 1: a product under Cookware › Pans, with a brand made in 'Brand >> Add New'. */
export async function fillProduct(context: PlayContext) {
  const { field, canvas, t } = localized(context);
  await findSellerStep(context, 'seller.product.title');
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
  await typeInEditor(context, 'seller.product.description', 'Pre-seasoned, 10 inch.');
}

/** Step 2: variants on (Size, Round) and the three taxes. */
export async function fillVariants(context: PlayContext) {
  const { field, canvas, t } = localized(context);
  await findSellerStep(context, 'seller.variants.title');
  await userEvent.click(canvas.getByRole('switch', { name: t('seller.variants.allow') }));
  await userEvent.type(field('seller.variants.name'), 'Size');
  await userEvent.click(canvas.getByRole('radio', { name: t('seller.variants.round') }));
  await userEvent.type(field('seller.variants.cgst'), '9');
  await userEvent.type(field('seller.variants.sgst'), '9');
  await userEvent.type(field('seller.variants.igst'), '18');
}

/** Walks the seller wizard from step 1 to the Save of step 12 on the memory API. */
export async function walkSellerWizard(context: PlayContext) {
  const { field, button, canvas, t } = localized(context);
  const next = () => userEvent.click(button('wizard.frame.next'));

  await fillProduct(context);
  await next();

  await fillVariants(context);
  await next();

  await findSellerStep(context, 'seller.logo.title');
  const logo = canvas.getByLabelText(t('seller.logo.label'), { selector: 'input[type="file"]' });
  await chooseImage(logo, await fixtureFile('webp'));
  await next();

  await findSellerStep(context, 'wizard.steps.billing');
  await userEvent.type(field('wizard.fields.area'), 'Andheri');
  await userEvent.type(field('wizard.fields.zip'), '400093');
  await userEvent.selectOptions(field('wizard.fields.province'), 'MH');
  await next();

  await findSellerStep(context, 'wizard.steps.aboutUs');
  await typeInEditor(context, 'wizard.fields.aboutUsText', 'Cookware since 1998.');
  await next();

  await findSellerStep(context, 'wizard.steps.terms');
  await typeInEditor(context, 'wizard.fields.terms', 'Returns within 7 days.');
  await next();

  await findSellerStep(context, 'wizard.steps.level1');
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
  for (const step of ['level1', 'level2', 'level3', 'banners', 'collections']) {
    await findSellerStep(context, `wizard.steps.${step}`);
    await userEvent.click(button('catalog.next'));
  }

  await findSellerStep(context, 'wizard.steps.sellerDetails');
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
