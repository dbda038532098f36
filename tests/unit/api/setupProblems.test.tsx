import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ApiError } from '../../../src/kernel/errors';
import { CompanyOnboardingWizard } from '../../../src/wizards/company';
import { renderWithKit, type KitRenderOptions } from '../render';
import { acmeRecord, companyApi, memoryDrafts, testFlow } from '../wizards/company/support';

/*
 * The React wizard says what stops it where it was put (docs/embedding.md, "Errors"): no
 * tenant, a store the API does not know, an API that does not answer, a session that ended.
 * Before, the first waited on a skeleton for ever and the others offered a Retry.
 */

/** The setup notice titled `title` (the toast region is an empty alert of its own). */
async function alert(title: string): Promise<HTMLElement> {
  const shown = await screen.findByText(title, {}, { timeout: 10_000 });
  return shown.closest<HTMLElement>('[role="alert"]')!;
}

function renderWizard(provider: KitRenderOptions['provider']) {
  return renderWithKit(<CompanyOnboardingWizard flow={testFlow} />, {
    provider: { drafts: memoryDrafts().drafts, ...provider },
  });
}

const admin = {
  user_id: 7,
  username: 'owner@acme.example.com',
  first_name: 'Rahul',
  last_name: 'Verma',
  kind: 'company' as const,
  pw_changed: true,
  company_po_id: 1,
  access_token: 'token-1',
};

describe('the wizard names what stops it', { timeout: 30_000 }, () => {
  it('no tenant (localhost): says so and names the tenant prop, instead of a skeleton', async () => {
    const { api } = companyApi(acmeRecord());
    renderWizard({ api, tenant: null });
    const shown = await alert('No store to show');
    expect(shown).toHaveTextContent('This page’s address (localhost) names no store');
    expect(shown).toHaveTextContent('set <BackofficeProvider tenant>');
    expect(screen.queryByTestId('wizard-skeleton')).toBeNull();
    expect(api.tenant.resolve).not.toHaveBeenCalled();
  });

  it('an unknown tenant: says the API knows no such store, with no Retry', async () => {
    const { api } = companyApi(acmeRecord());
    vi.mocked(api.tenant.resolve).mockRejectedValue(
      new ApiError('Unknown tenant', { kind: 'rejected', status: 400, code: 'unknown-tenant' }),
    );
    renderWizard({ api, tenant: 'acme' });
    const shown = await alert('Unknown store');
    expect(shown).toHaveTextContent('The onboarding API knows no store called “acme”');
    expect(screen.queryByRole('button', { name: /Retry|Try again/ })).toBeNull();
  });

  it('an api base that does not answer: names the address and apiBase, in Arabic too', async () => {
    // Nothing listens on port 9 of the loopback: the connection is refused at once.
    const { i18n } = renderWizard({ apiBase: 'http://127.0.0.1:9/api', tenant: 'acme' });
    const shown = await alert('The onboarding API does not answer');
    expect(shown).toHaveTextContent(
      'Nothing answered as the onboarding API at http://127.0.0.1:9/api',
    );
    expect(shown).toHaveTextContent('set <BackofficeProvider apiBase> to its address');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await i18n.changeLanguage('ar');
    expect(await alert('واجهة برمجة الإعداد لا تستجيب')).toHaveTextContent(
      'http://127.0.0.1:9/api',
    );
  });

  it('a 401 mid-wizard: the host’s onUnauthorized hears it once, the kit shows signed out', async () => {
    const { api, company } = companyApi(acmeRecord());
    company.get.mockRejectedValue(
      new ApiError('Invalid or expired token', {
        kind: 'rejected',
        status: 401,
        code: 'invalid-token',
      }),
    );
    const onUnauthorized = vi.fn();
    const { session } = renderWizard({ api, tenant: 'acme', user: admin, onUnauthorized });
    const shown = await alert('Signed out');
    expect(shown).toHaveTextContent('Your session has ended. Sign in again to continue.');
    expect(within(shown.parentElement!).queryByRole('button')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]![0]).toMatchObject({ status: 401, code: 'invalid-token' });
    // The host's user lived in the provider's own memory session, not the test's store.
    expect(session.get()).toBeNull();
  });
});
