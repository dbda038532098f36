import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConnectedSignIn } from '../../../src/account/ConnectedSignIn';
import { RegisterForm } from '../../../src/account/RegisterForm';
import { BackofficeProvider } from '../../../src/api/BackofficeProvider';
import { createMemoryApi, DEMO_PASSWORD } from '../../../src/testing';
import { createMemoryStorage } from '../../../src/api/session/storage';
import { createSessionStore } from '../../../src/api/session/SessionStore';
import type { BackofficeApi } from '../../../src/api/BackofficeApi';
import { createI18n } from '../../../src/i18n';
import { ThemeProvider } from '../../../src/theme';

// Real Chromium and React's StrictMode (double effects, double ref callbacks), as in a dev host.
function Kit({ api, children }: { api?: BackofficeApi; children: ReactNode }) {
  return (
    <StrictMode>
      <BackofficeProvider
        api={api}
        i18n={createI18n()}
        session={createSessionStore(createMemoryStorage())}
        tenant="acme"
      >
        <ThemeProvider>{children}</ThemeProvider>
      </BackofficeProvider>
    </StrictMode>
  );
}

afterEach(() => cleanup());

describe('account screens in StrictMode (Chromium)', () => {
  it('a taken username is cleared and focused again at once', async () => {
    // The answer is held back until the test has seen focus move on, so the order is certain
    // however slow the machine.
    let answer: (taken: boolean) => void = () => {};
    const checkUsername = vi.fn(
      (_name: string) => new Promise<boolean>((resolve) => (answer = resolve)),
    );
    render(
      <Kit>
        <RegisterForm onSubmit={vi.fn()} checkUsername={checkUsername} usernameCheckDelay={50} />
      </Kit>,
    );
    const user = userEvent.setup();
    const username = screen.getByLabelText(/^Username/);
    await user.type(username, 'taken');
    await user.tab();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus();
    await waitFor(() => expect(checkUsername).toHaveBeenCalledWith('taken', expect.anything()));
    answer(true);
    await waitFor(() => expect(username).toHaveValue(''));
    expect(username).toHaveFocus();
    expect(username).toHaveAccessibleDescription('Username Already Exist');
    expect(checkUsername).toHaveBeenCalledTimes(1);
  });

  it('an activation link is used once, then the account signs in', async () => {
    const api = createMemoryApi(undefined, { tenant: 'acme' });
    const activate = vi.spyOn(api.account, 'activate');
    await api.account.register({
      first_name: 'Nisha',
      phone: '9000000001',
      username: 'nisha',
      pw: DEMO_PASSWORD,
      cpw: DEMO_PASSWORD,
      created_at: new Date().toISOString(),
    });
    const link = api.memory.outbox().at(-1)?.link ?? '';
    const onSignedIn = vi.fn();
    render(
      <Kit api={api}>
        <ConnectedSignIn onSignedIn={onSignedIn} search={link.slice(link.indexOf('#'))} />
      </Kit>,
    );
    expect(
      await screen.findByText('Your Email is Verified. Now you can login your admin account'),
    ).toBeVisible();
    expect(activate).toHaveBeenCalledTimes(1);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'nisha');
    await user.type(
      screen.getByLabelText(/^Password/, { selector: 'input' }),
      `${DEMO_PASSWORD}{Enter}`,
    );
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ username: 'nisha' })),
    );
  });
});
