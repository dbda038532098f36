import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ConnectedSignIn } from '../../../src/account/ConnectedSignIn';
import { ResendActivation } from '../../../src/account/ResendActivation';
import { ThankYou } from '../../../src/account/ThankYou';
import { ApiError } from '../../../src/kernel/errors';
import { errorCodeMessage, errorCodeStatus } from '../../../src/kernel/errorCodes';
import { renderWithKit } from '../render';
import { accountApi } from './fakeApi';

/*
 * Issue 21 (B) and issue 25 item 13: a newcomer can ask for another activation mail after
 * registering and when a link failed; a failed activation says one thing, in the reader's
 * language, and leads back to sign-in.
 */

const refusal = (code: 'activation-expired' | 'activation-used' | 'too-many-requests') =>
  new ApiError(errorCodeMessage(code), {
    kind: 'rejected',
    status: errorCodeStatus(code),
    code,
  });

describe('ResendActivation', { timeout: 20_000 }, () => {
  it('resends for the username it is given and says a link is on its way', async () => {
    const { api, account } = accountApi({ resendActivation: async () => {} });
    const { user } = renderWithKit(<ResendActivation username="asha@example.com" />, {
      provider: { api },
    });
    const button = await screen.findByRole('button', { name: 'Resend activation mail' });
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If asha@example.com is waiting for activation, a new activation link is on its way.',
    );
    expect(account.resendActivation).toHaveBeenCalledWith('asha@example.com', expect.anything());
  });

  it("words the server's limit of one mail per ten minutes", async () => {
    const { api } = accountApi({
      resendActivation: () => Promise.reject(refusal('too-many-requests')),
    });
    const { user } = renderWithKit(<ResendActivation username="asha@example.com" />, {
      provider: { api },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend activation mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An activation mail went to this address less than 10 minutes ago.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks for the username when it has none, and sends nothing while it is empty', async () => {
    const { api, account } = accountApi({ resendActivation: async () => {} });
    const { user } = renderWithKit(<ResendActivation />, { provider: { api } });
    const button = await screen.findByRole('button', { name: 'Resend activation mail' });
    expect(button).toBeDisabled();
    await user.type(await screen.findByLabelText('Username (your e-mail)'), 'ravi@example.com');
    await user.click(button);
    await waitFor(() =>
      expect(account.resendActivation).toHaveBeenCalledWith('ravi@example.com', expect.anything()),
    );
  });
});

describe('ThankYou with resendFor', { timeout: 20_000 }, () => {
  it('offers to resend the activation mail of the username just registered', async () => {
    const { api, account } = accountApi({ resendActivation: async () => {} });
    const { user } = renderWithKit(<ThankYou resendFor="asha@example.com" />, {
      provider: { api },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend activation mail' }));
    await waitFor(() => expect(account.resendActivation).toHaveBeenCalledTimes(1));
  });
});

describe('a failed activation on the sign-in screen', { timeout: 20_000 }, () => {
  const failing = (code: 'activation-expired' | 'activation-used' = 'activation-expired') =>
    accountApi({
      activate: () => Promise.reject(refusal(code)),
      resendActivation: vi.fn(async () => {}),
    });

  // Issue 46 item 7: an expired or a used link both offer Resend and Back to sign-in.
  it.each([
    ['activation-expired', 'This activation link has expired'],
    ['activation-used', 'This activation link has already been used'],
  ] as const)(
    '%s: one translated message, Resend and a way back to sign-in',
    async (code, text) => {
      const { api, account } = failing(code);
      const { user } = renderWithKit(
        <ConnectedSignIn
          search="?activation=t&a=v"
          loginHref="#/auth/login"
          onSignedIn={vi.fn()}
        />,
        { provider: { api } },
      );
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(text);
      // No title saying the same again.
      expect(within(alert).queryByText(/could not verify/)).toBeNull();
      expect(
        await screen.findByRole('button', { name: 'Resend activation mail' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute(
        'href',
        '#/auth/login',
      );
      // Resend works from there: it asks for the username the link was for, then sends.
      await user.type(await screen.findByLabelText('Username (your e-mail)'), 'ravi@example.com');
      await user.click(screen.getByRole('button', { name: 'Resend activation mail' }));
      await waitFor(() =>
        expect(account.resendActivation).toHaveBeenCalledWith(
          'ravi@example.com',
          expect.anything(),
        ),
      );
    },
  );

  it('says it in Hindi alone when the reader reads Hindi', async () => {
    const { api } = failing();
    renderWithKit(<ConnectedSignIn search="?activation=t&a=v" onSignedIn={vi.fn()} />, {
      provider: { api },
      locale: 'hi',
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('इस सक्रियण लिंक की समय-सीमा समाप्त हो गई है');
  });
});
