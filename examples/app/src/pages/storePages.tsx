import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// The store pages behind one entry: the router's first chunk names this module once, and each
// page is still its own chunk, fetched when its route is first shown (docs/architecture.md,
// "First load").
function page<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

const PAGES = {
  catalog: page(() => import('./CatalogPage'), 'CatalogPage'),
  companySettings: page(() => import('./CompanySettingsPage'), 'CompanySettingsPage'),
  billingSettings: page(() => import('./BillingSettingsPage'), 'BillingSettingsPage'),
  aboutTermsSettings: page(() => import('./AboutTermsSettingsPage'), 'AboutTermsSettingsPage'),
  summary: page(() => import('./SummaryPage'), 'SummaryPage'),
  viewExpense: page(() => import('./NoDataModelPage'), 'ViewExpensePage'),
  viewPaymentAccount: page(() => import('./NoDataModelPage'), 'ViewPaymentAccountPage'),
  viewExpenseAccount: page(() => import('./NoDataModelPage'), 'ViewExpenseAccountPage'),
  addExpense: page(() => import('./NoDataModelPage'), 'AddExpensePage'),
  error: page(() => import('./ErrorRoutePage'), 'ErrorRoutePage'),
  authentication: page(() => import('./AuthenticationPage'), 'AuthenticationPage'),
  comingsoon: page(() => import('./ComingSoonPage'), 'ComingSoonPage'),
  maintenance: page(() => import('./MaintenancePage'), 'MaintenancePage'),
};

/** The name of a store page. */
export type StorePageName = keyof typeof PAGES;

/** One store page by its name (its chunk loads on first render). */
export function StorePage({ name }: { name: StorePageName }) {
  const Page = PAGES[name];
  return <Page />;
}

export { PageBoundary } from './PageBoundary';
