import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryStorage } from '../../../src/api/session/storage';
import { createSessionStore } from '../../../src/api/session/SessionStore';
import { createMemoryApi, DEMO_PASSWORD } from '../../../src/testing';
import { i18n } from '../../../examples/app/src/services';
import { UsersPage } from '../../../examples/app/src/pages/UsersPage';
import { renderWithKit } from '../render';

/*
 * The admins' sellers-progress card (/users): each seller's current step and what it still has to
 * do, from its own facts (the seller wizard's rules), each row opening to its details.
 */

async function signedIn(username: string) {
  const session = createSessionStore(createMemoryStorage());
  const api = createMemoryApi(undefined, {
    tenant: 'acme',
    getAccessToken: () => session.get()?.user.access_token,
  });
  const [record] = await api.account.signIn({ username, pw: DEMO_PASSWORD });
  if (!record) throw new Error(`no ${username}`);
  session.signIn(record);
  return { api, session };
}

describe('the sellers’ onboarding on /users', { timeout: 20_000 }, () => {
  it('shows each seller at its resume step, with what is missing, for an admin', async () => {
    const { api, session } = await signedIn('admin@acme.example.com');
    // The demo seller (201) has nothing of its own yet: step 1 of 12.
    void i18n.changeLanguage('en');
    renderWithKit(
      <MemoryRouter>
        <UsersPage />
      </MemoryRouter>,
      { provider: { api, session, i18n } },
    );
    const card = await screen.findByRole('region', { name: 'Sellers’ onboarding' });
    const row = await within(card).findByText(/Step 1 of 12: Add Product/);
    const details = row.closest('details');
    expect(details).not.toBeNull();
    expect(within(details!).getByText(/^Still to do: Add Product,/)).toBeInTheDocument();
  });

  it('is not shown to a seller', async () => {
    const { api, session } = await signedIn('seller@acme.example.com');
    renderWithKit(
      <MemoryRouter>
        <UsersPage />
      </MemoryRouter>,
      { provider: { api, session, i18n } },
    );
    await screen.findByText('Your seller record');
    expect(screen.queryByText('Sellers’ onboarding')).toBeNull();
  });
});
