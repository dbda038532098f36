import path from 'node:path';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { allLocales } from '../../src/i18n/resources/all';
import {
  activationLink,
  atStep,
  fillRegisterForm,
  hash,
  origin,
  failureOn,
  screenshot,
  visible,
} from './harness';

/**
 * A newcomer's journeys through the example's UI only (docs/behaviour.md, "The product", "Screens and routes" and "States and transitions"), written once
 * in English words and walked in any shipped language: `Tr` turns the English text a user reads
 * into the text the page shows in that language.
 */

/** The text shown for an English one: itself, or its translation (a pattern when it has several). */
export type Tr = (english: string) => string | RegExp;

export const english: Tr = (text) => text;

function leaves(tree: unknown, prefix = '', into = new Map<string, string>()) {
  if (typeof tree === 'string') into.set(prefix, tree);
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) leaves(value, `${prefix}.${key}`, into);
  }
  return into;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The kit's translator for `language`: an English text is looked up among the kit's English
 * strings (templates like 'Account menu for {{name}}' too) and answered with the same keys' texts.
 */
export function translator(language: 'hi' | 'ar'): Tr {
  const en = leaves(allLocales.en);
  const other = leaves(allLocales[language]);
  return (text) => {
    const found = new Set<string>();
    for (const [key, value] of en) {
      const translated = other.get(key);
      if (!translated) continue;
      if (value === text) {
        found.add(translated);
        continue;
      }
      if (!value.includes('{{')) continue;
      const names: string[] = [];
      const pattern = escape(value).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => {
        names.push(name);
        return '(.+)';
      });
      const match = new RegExp(`^${pattern}$`).exec(text);
      if (!match) continue;
      found.add(
        names.reduce((out, name, i) => out.replace(`{{${name}}}`, match[i + 1]!), translated),
      );
    }
    if (found.size === 0) throw new Error(`no ${language} text for "${text}"`);
    const [only] = found;
    return found.size === 1 ? only! : new RegExp(`^(${[...found].map(escape).join('|')})$`);
  };
}

export interface Journey {
  page: Page;
  tenant: 'acme' | 'globex';
  /** The port of the server the journey walks. */
  at: number;
  tr: Tr;
  /** The level of the wizard's step titles: 1 in the example, 2 under a host's own h1. @default 1 */
  headingLevel?: 1 | 2;
}

/** Waits for the wizard step titled `name`, in the journey's language and at its heading level. */
export function atJourneyStep({ page, tr, headingLevel = 1 }: Journey, name: string) {
  return atStep(page, tr(name), headingLevel);
}

export async function atHash({ page }: Journey, expected: string) {
  try {
    await expect.poll(() => hash(page), { timeout: 30_000 }).toBe(expected);
  } catch (error) {
    await screenshot(page, `newcomer-not-at-${expected.replace(/\W+/g, '-')}`);
    const alerts = await page.getByRole('alert').allTextContents();
    throw new Error(`not at ${expected} but ${await hash(page)}; alerts: ${alerts.join(' | ')}`, {
      cause: error,
    });
  }
}

const button = ({ page, tr }: Journey, name: string) =>
  page.getByRole('button', { name: tr(name), exact: true });
const field = ({ page, tr }: Journey, name: string, scope: Page | Locator = page) =>
  scope.getByLabel(tr(name), { exact: true });

const fixtures = path.resolve('tests/fixtures/images');

/**
 * Chooses `file` in the image field `name` and waits until the field shows it as chosen (its
 * bytes checked), as a person sees the preview before pressing Next: a Next pressed while the
 * check runs found the field still empty (a clean-clone run stopped at the product logo so).
 */
async function chooseImage(
  journey: Journey,
  name: string,
  file: string,
  scope: Page | Locator = journey.page,
) {
  const input = field(journey, name, scope);
  await input.setInputFiles(path.join(fixtures, file));
  await expect
    .poll(() => input.locator('xpath=ancestor::*[@data-state][1]').getAttribute('data-state'), {
      timeout: 30_000,
    })
    .toBe('chosen');
}

/** The wizard's Next (after a table, whose pager has a Next page button too). */
export const next = (journey: Journey) => button(journey, 'Next').last().press('Enter');

/** Types into a rich-text field (focus, then the keyboard: a contenteditable takes no fill). */
async function typeRich(journey: Journey, name: string, text: string) {
  await journey.page.getByRole('textbox', { name: journey.tr(name) }).click();
  await journey.page.keyboard.type(text);
}

/**
 * Add New (the button named `opener`), the modal filled by `fill`, Save; resolves once the modal
 * has closed (the list has the new row by then).
 */
export async function addInModal(
  journey: Journey,
  fill: (dialog: Locator) => Promise<void>,
  opener = 'Add New',
) {
  await journey.page
    .getByRole('button', { name: journey.tr(opener) })
    .first()
    .press('Enter');
  const dialog = journey.page.getByRole('dialog');
  try {
    await dialog.waitFor();
    await fill(dialog);
    await button(journey, 'Save').last().press('Enter');
    await expect.poll(() => dialog.count(), { timeout: 30_000 }).toBe(0);
  } catch (error) {
    throw await failureOn(journey.page, `${opener} dialog`, error);
  }
}

export interface Person {
  firstName: string;
  lastName: string;
  phone: string;
  username: string;
}

export const firstPassword = 'first-Pass-42';
export const newPassword = 'second-Pass-42';

/** Where a journey's screens are: the example's hash routes, or a host page's (tests/e2e/hosts.ts). */
export interface Routes {
  /** The registration screen of `kind` (a hash without `#`). */
  register: (kind: 'company' | 'seller') => string;
  /** The hash a first sign-in lands on. */
  changePassword: (kind: 'company' | 'seller') => string;
  /** The hash the password change leads to: the wizard's first step to fill. */
  wizard: (kind: 'company' | 'seller') => string;
}

/** The example app's routes (docs/behaviour.md, "Screens and routes"). */
export const exampleRoutes: Routes = {
  register: (kind) => `/auth/Register${kind === 'seller' ? '?as=seller' : ''}`,
  changePassword: (kind) =>
    kind === 'seller' ? '#/auth/ChangePasswordSeller' : '#/auth/ChangePassword',
  wizard: (kind) =>
    kind === 'seller' ? '#/auth/SignupProcessSeller?val=1' : '#/auth/SignupProcess?val=2',
};

/**
 * Register (a seller with `?as=seller`; the store's first admin with its setup code) → the
 * activation link from the dev outbox → sign in → change password: resolves on the wizard's
 * first step. `routes` names the screens (the example's by default, or a host page's).
 */
export async function join(
  journey: Journey,
  person: Person,
  kind: 'company' | 'seller',
  setupCode?: string,
  routes: Routes = exampleRoutes,
) {
  const { page, tenant, at, tr } = journey;
  if (!page.url().endsWith(`#${routes.register(kind)}`)) {
    await page.goto(`${origin(tenant, at)}/#${routes.register(kind)}`);
  }
  await visible(page.getByLabel(tr('First Name'), { exact: true }), 'register', page);
  if (setupCode) await visible(field(journey, 'Setup code'), 'setup code', page);
  else expect(await field(journey, 'Setup code').count()).toBe(0);
  await fillRegisterForm(page, { ...person, password: firstPassword, setupCode }, tr);
  await visible(page.getByText(tr('Thank you for Registering with us.')), 'thank you', page);
  await page.goto(await activationLink(tenant, person.username, at));
  const verified =
    kind === 'seller'
      ? 'Your Email is Verified. Now you can login your seller account'
      : 'Your Email is Verified. Now you can login your admin account';
  await visible(page.getByText(tr(verified)), 'verified', page);
  await signIn(journey, person.username, firstPassword);
  await atHash(journey, routes.changePassword(kind));
  await field(journey, 'New Password').fill(newPassword);
  await field(journey, 'Confirm Password').fill(newPassword);
  await button(journey, 'Change Password').click();
  await atHash(journey, routes.wizard(kind));
  await atJourneyStep(journey, kind === 'seller' ? 'Add Product' : 'Company Information');
}

export async function signIn(journey: Journey, username: string, password: string) {
  await field(journey, 'Username').fill(username);
  await field(journey, 'Password').fill(password);
  await button(journey, 'Sign In').click();
}

/** The account menu's Sign out: back on the sign-in screen. */
export async function signOut(journey: Journey, name: string) {
  const { page, tr } = journey;
  await page.getByRole('button', { name: tr(`Account menu for ${name}`) }).click();
  await button(journey, 'Sign out').click();
  await expect.poll(() => hash(page), { timeout: 30_000 }).toMatch(/^#\/auth\/login/);
}

/** Company steps 2 and 3: contact details with a logo, billing; resolves at About Us. */
export async function companyContactAndBilling(
  journey: Journey,
  store: { email: string; zip: string },
) {
  await chooseImage(journey, 'Upload Logo', 'pixel.png');
  await field(journey, 'Office Phone').fill('022 4000 1234');
  await field(journey, 'Office Email').fill(store.email);
  await next(journey);
  await atJourneyStep(journey, 'Billing Name and Address');
  await field(journey, 'Area').fill('Girgaon');
  await field(journey, 'Zip').fill(store.zip);
  await field(journey, 'Province').selectOption('MH');
  await next(journey);
  await atJourneyStep(journey, 'About Us');
}

/** Company steps 2 to 5: contact details with a logo, billing, about us, terms. */
export async function companyProfileSteps(
  journey: Journey,
  store: { email: string; zip: string; about: string; terms: string },
) {
  await companyContactAndBilling(journey, store);
  await typeRich(journey, 'About Us', store.about);
  await next(journey);
  await atJourneyStep(journey, 'General Terms and Conditions');
  await typeRich(journey, 'General Terms and Conditions', store.terms);
  await next(journey);
  await atJourneyStep(journey, 'Level1 Category');
}

/** The level 1 category modal's fields. */
export async function fillLevel1(journey: Journey, dialog: Locator, name: string) {
  await field(journey, 'Category', dialog).fill(name);
  await field(journey, 'Description', dialog).fill(`${name} and more`);
  await field(journey, 'Order Id', dialog).fill('1');
}

/**
 * Company steps 7 to 10 (one of each under `level1`), from step 7 to step 11: a level 2 and a
 * level 3 category, a banner, a collection.
 */
export async function companyCatalogSteps(journey: Journey, level1: string, tag: string) {
  const level2 = `${tag} L2`;
  await atJourneyStep(journey, 'Level2 Category');
  await addInModal(journey, async (dialog) => {
    await field(journey, 'Level1 Category', dialog).selectOption({ label: level1 });
    await field(journey, 'Level2 Category', dialog).fill(level2);
    await field(journey, 'Order ID', dialog).fill('1');
  });
  await next(journey);
  await atJourneyStep(journey, 'Level3 Category');
  await addInModal(journey, async (dialog) => {
    await field(journey, 'Level1 Category', dialog).selectOption({ label: level1 });
    const level2Select = field(journey, 'Level2 Category', dialog);
    await expect
      .poll(() => level2Select.locator('option', { hasText: level2 }).count(), { timeout: 30_000 })
      .toBe(1);
    await level2Select.selectOption({ label: level2 });
    await field(journey, 'Level3 Category', dialog).fill(`${tag} L3`);
    await field(journey, 'Level3 Category Order', dialog).fill('1');
  });
  await next(journey);
  await atJourneyStep(journey, 'Banners');
  await addInModal(journey, async (dialog) => {
    await field(journey, 'Category 1', dialog).selectOption({ label: level1 });
    await field(journey, 'Order Id', dialog).fill('1');
    await chooseImage(journey, 'Banner Image', 'pixel.webp', dialog);
    await field(journey, 'Banner Slogan', dialog).fill(`${tag} season`);
    await field(journey, 'Banner Button Text', dialog).fill('Shop now');
  });
  await next(journey);
  await atJourneyStep(journey, 'Collections');
  await addInModal(journey, async (dialog) => {
    await field(journey, 'Collection Name', dialog).fill(`${tag} picks`);
  });
  await next(journey);
  await atJourneyStep(journey, 'Seller Details');
}

/** Company step 11, the store's own seller record: Save lands on the dashboard. */
export async function companySellerStep(journey: Journey, businessName: string) {
  await field(journey, 'Business Name').fill(businessName);
  await field(journey, 'Pan Number').fill('AAKFK1234L');
  // A Maharashtra GSTIN, so the address's province is Maharashtra (a store's profile may say
  // otherwise).
  await field(journey, 'GSTIN Number').fill('27AAKFK1234L1Z2');
  await field(journey, 'Province').selectOption('MH');
  await field(journey, 'Commission Percentage').fill('8');
  await field(journey, 'Maximum Products').fill('500');
  await field(journey, 'Office Phone').fill('9123456780');
  await field(journey, 'Office Email').fill('sales@store.example.com');
  await button(journey, 'Save').press('Enter');
  await atHash(journey, '#/dashboard/demo');
}

export interface SellerShop {
  product: string;
  /** A new level 1 category made from step 1 (the store has none yet), or an existing one. */
  category: { add: string } | { pick: string };
  brand: string;
  zip: string;
  about: string;
  business: string;
}

/**
 * Seller step 1: the product, with a new level 1 category or an existing one, and a new brand;
 * resolves at step 2.
 */
export async function sellerProductStep(
  journey: Journey,
  shop: Pick<SellerShop, 'product' | 'category' | 'brand'>,
) {
  await field(journey, 'Product Name').fill(shop.product);
  if ('add' in shop.category) {
    const name = shop.category.add;
    await addInModal(journey, (dialog) => fillLevel1(journey, dialog, name), 'Add New category');
    await expect
      .poll(() => field(journey, 'Category 1').locator('option:checked').textContent(), {
        timeout: 30_000,
      })
      .toBe(name);
  } else {
    await field(journey, 'Category 1').selectOption({ label: shop.category.pick });
  }
  await addInModal(
    journey,
    (dialog) => field(journey, 'Brand Name', dialog).fill(shop.brand),
    'Add New brand',
  );
  await expect.poll(() => field(journey, 'Brand').inputValue()).toBe(shop.brand);
  await next(journey);
  await atJourneyStep(journey, 'Product Varient and Tax Details');
}

/** Seller steps 1 to 12, from Add Product to `/dashboard/demo`. */
export async function sellerSteps(journey: Journey, shop: SellerShop) {
  const { page, tr } = journey;
  await sellerProductStep(journey, shop);
  await field(journey, 'CGST').fill('9');
  await field(journey, 'SGST').fill('9');
  await field(journey, 'IGST').fill('18');
  await next(journey);
  await atJourneyStep(journey, 'Product summary Image / logo');
  await chooseImage(journey, 'Product Logo', 'pixel.webp');
  await next(journey);
  await atJourneyStep(journey, 'Billing Name and Address');
  await field(journey, 'Area').fill('Koramangala');
  await field(journey, 'Zip').fill(shop.zip);
  await field(journey, 'Province').selectOption('KA');
  await next(journey);
  await atJourneyStep(journey, 'About Us');
  await typeRich(journey, 'About Us', shop.about);
  await next(journey);
  await atJourneyStep(journey, 'General Terms and Conditions');
  await typeRich(journey, 'General Terms and Conditions', 'Returns within 3 days.');
  await next(journey);
  // The catalog steps: the shared lists (made by anyone) are shown; the seller adds nothing.
  const catalog = [
    'Level1 Category',
    'Level2 Category',
    'Level3 Category',
    'Banners',
    'Collections',
  ];
  for (const [index, title] of catalog.entries()) {
    await atHash(journey, `#/auth/SignupProcessSeller?val=${index + 7}`);
    await atJourneyStep(journey, title);
    await next(journey);
  }
  await atJourneyStep(journey, 'Seller Details');
  const group = (name: string) => {
    const label = tr(name);
    return page.getByRole('radiogroup', {
      name: typeof label === 'string' ? new RegExp(`^${escape(label)}`) : label,
    });
  };
  await group('Seller Type')
    .getByRole('radio', { name: tr('Organization') })
    .check();
  await group('Business Type')
    .getByRole('radio', { name: tr('Organization') })
    .check();
  await field(journey, 'Business Name').fill(shop.business);
  await field(journey, 'Legal Name').fill(`${shop.business} LLP`);
  await field(journey, 'Pan Number').fill('AAKFK1234L');
  await field(journey, 'GSTIN Number').fill('29AAKFK1234L1Z2');
  await field(journey, 'Commission Percentage').fill('8');
  await field(journey, 'Maximum Products').fill('500');
  await field(journey, 'Office Phone').fill('9123456780');
  await field(journey, 'Office Email').fill('sales@seller.example.com');
  await field(journey, 'Zip').fill('560103');
  await field(journey, 'Province').selectOption('KA');
  await field(journey, 'First Name').fill('Ravi');
  await field(journey, 'Title').fill('Partner');
  await group('Gender')
    .getByRole('radio', { name: tr('Male'), exact: true })
    .check();
  await field(journey, 'Date of Birth').fill('1988-06-15');
  await field(journey, 'Phone').fill('9000000002');
  await field(journey, 'Email ID').fill('ravi@seller.example.com');
  await button(journey, 'Save').click();
  await atHash(journey, '#/dashboard/demo');
}
