import { NO_FACTS, factsWith } from '../wizards/flow/support';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { companyFlow } from '../../../src/wizards/company/companyFlow';
import { i18n } from '../../../examples/app/src/services';
import { ErrorPage } from '../../../examples/app/src/pages/ErrorPage';
import {
  isChunkLoadError,
  RouteErrorBoundary,
} from '../../../examples/app/src/pages/RouteErrorBoundary';
import { NoDataModelPage } from '../../../examples/app/src/pages/NoDataModelPage';
import { summarize } from '../../../examples/app/src/pages/summaryModel';
import { storeStrings } from '../../../examples/app/src/pages/storeStrings';
import { renderWithKit } from '../render';

/** Renders `ui` in the example's i18n (its own namespaces) under a router at `path`. */
function renderPage(ui: React.ReactElement, { path = '/master/Summary', locale = 'en' } = {}) {
  void i18n.changeLanguage(locale);
  return renderWithKit(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
    </MemoryRouter>,
    { provider: { i18n } },
  );
}

let shouldThrow = true;
function Crashing(): React.ReactElement {
  if (shouldThrow) throw new Error('The page fell over');
  return <p>The page itself</p>;
}

describe('the route error boundary', () => {
  it('shows the error page for a throwing page, and the page again after Retry', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    const { user } = renderPage(
      <RouteErrorBoundary
        resetKey="/master/Summary"
        fallback={(error, retry) => <ErrorPage error={error} onRetry={retry} level={2} />}
      >
        <Crashing />
      </RouteErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText('What happened: The page fell over')).toBeInTheDocument();
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The page itself')).toBeInTheDocument();
    quiet.mockRestore();
  });

  it('clears the error when the route changes', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    const boundary = (key: string) => (
      <RouteErrorBoundary resetKey={key} fallback={() => <p>failed</p>}>
        <Crashing />
      </RouteErrorBoundary>
    );
    const { rerender } = renderPage(boundary('/a'));
    expect(screen.getByText('failed')).toBeInTheDocument();
    shouldThrow = false;
    rerender(
      <MemoryRouter>
        <Routes>
          <Route path="*" element={boundary('/b')} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('The page itself')).toBeInTheDocument();
    quiet.mockRestore();
  });

  it('tells a chunk that could not be fetched from other errors', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: http://x/assets/A.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('offers Go back on the /error page itself, in Arabic too', async () => {
    renderPage(<ErrorPage />, { path: '/error', locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'حدث خطأ ما' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'حاول مرة أخرى' })).toBeNull();
  });
});

describe('the master pages without a data model', () => {
  it.each([
    ['ViewExpense', 'No expenses to show'],
    ['ViewPaymentAccount', 'No payment accounts to show'],
    ['ViewExpenseAccount', 'No expense accounts to show'],
  ] as const)('%s says there is no model and links to what exists', async (topic, title) => {
    renderPage(<NoDataModelPage topic={topic} />, { path: `/master/${topic}` });
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(screen.getByText('No data model')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the onboarding summary' })).toHaveAttribute(
      'href',
      '/master/Summary',
    );
  });
});

describe('the onboarding summary', () => {
  it('counts with the wizard’s rules: step 1 always, the rest by the admin’s facts', () => {
    const summary = summarize(companyFlow, factsWith('company_information', 'billing'), {});
    expect(summary.steps.filter((s) => s.done).map((s) => s.number)).toEqual([1, 2, 3]);
    expect(summary.done).toBe(3);
    expect(summary.next).toBe(4);
  });

  it('counts 11 steps for the 11-step wizard (not 10): a new store is 1 of 11', () => {
    const summary = summarize(companyFlow, NO_FACTS, {});
    expect(summary.steps).toHaveLength(11);
    expect(summary.done).toBe(1);
  });

  it('step 6 is done once a level-1 category exists, with no flag reported', () => {
    const facts = factsWith('company_information', 'billing', 'about_us', 'terms', 'level1');
    const summary = summarize(companyFlow, facts, {});
    expect(summary.steps.find((s) => s.id === 'level1')?.done).toBe(true);
    expect(summary.next).toBe(7);
  });

  it('carries each catalog list’s count on its step only', () => {
    const summary = summarize(companyFlow, NO_FACTS, { level1: 3, banners: 0 });
    const count = (id: string) => summary.steps.find((s) => s.id === id)?.count;
    expect(count('level1')).toBe(3);
    expect(count('banners')).toBe(0);
    expect(count('level2')).toBeUndefined();
    expect(count('billing')).toBeUndefined();
  });

  it('points at the last step once every step is done', () => {
    const all = factsWith(
      'company_information',
      'billing',
      'about_us',
      'terms',
      'level1',
      'details',
    );
    const summary = summarize(companyFlow, all, {});
    expect(summary.done).toBe(11);
    expect(summary.next).toBe(11);
  });
});

describe('the store pages’ strings', () => {
  it('exist in Hindi and Arabic for every English key', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, child]) =>
        typeof child === 'string' ? [`${prefix}${key}`] : keys(child as object, `${prefix}${key}.`),
      );
    const english = keys(storeStrings.en).sort();
    expect(keys(storeStrings.hi).sort()).toEqual(english);
    expect(keys(storeStrings.ar).sort()).toEqual(english);
  });

  it('are registered once the pages load', async () => {
    await waitFor(() => expect(i18n.hasResourceBundle('hi', 'exampleStore')).toBe(true));
  });
});

describe('a wizard step used on its own', () => {
  it('says Save when the host asks for it, Next by default', async () => {
    const { BillingStep } = await import('../../../src/wizards/steps/billing/BillingStep');
    const props = { billingName: 'Acme Retail', provinces: [], onSubmit: () => undefined };
    const { unmount } = renderWithKit(<BillingStep {...props} submitLabel="save" />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    unmount();
    renderWithKit(<BillingStep {...props} />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('type', 'submit');
  });
});
