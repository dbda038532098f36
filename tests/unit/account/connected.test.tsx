import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ConnectedChangePassword } from '../../../src/account/ConnectedChangePassword';
import { ConnectedRegister } from '../../../src/account/ConnectedRegister';
import { ConnectedSignIn } from '../../../src/account/ConnectedSignIn';
import { ApiError } from '../../../src/kernel/errors';
import type { SignInRecord } from '../../../src/api/types';
import { renderWithKit } from '../render';
import { accountApi } from './fakeApi';

const record: SignInRecord = {
  user_id: 11,
  username: 'seller1',
  first_name: 'Ravi',
  last_name: null,
  kind: 'seller',
  pw_changed: false,
  seller_id: 4,
  company_po_id: 2,
};

describe('ConnectedSignIn', { timeout: 20_000 }, () => {
  it('activates a company link first and shows the green message', async () => {
    const { api, account } = accountApi({
      activate: async (kind) => ({ activated: true, kind }),
    });
    renderWithKit(<ConnectedSignIn onSignedIn={vi.fn()} search="?activation=tok&a=iv1" />, {
      provider: { api },
    });
    expect(await screen.findByText(/Your Email is Verified/)).toHaveTextContent(
      'Your Email is Verified. Now you can login your admin account',
    );
    expect(account.activate).toHaveBeenCalledWith('company', { activation: 'tok', iv: 'iv1' });
  });

  it('shows the seller message for a seller link', async () => {
    const { api } = accountApi({ activate: async (kind) => ({ activated: true, kind }) });
    renderWithKit(<ConnectedSignIn onSignedIn={vi.fn()} search="#/auth/login?activation=t&b=v" />, {
      provider: { api },
    });
    expect(
      await screen.findByText('Your Email is Verified. Now you can login your seller account'),
    ).toBeInTheDocument();
  });

  it('shows a clear error when activation fails', async () => {
    const { api } = accountApi({
      activate: () =>
        Promise.reject(new ApiError('This activation link is invalid', { kind: 'rejected' })),
    });
    renderWithKit(<ConnectedSignIn onSignedIn={vi.fn()} search="?activation=t&a=v" />, {
      provider: { api },
    });
    const alert = await screen.findByRole('alert');
    // A refusal without a code: the kit's sentence alone, not the server's English beside it.
    expect(alert.textContent).toBe(
      'We could not verify your email: the activation link is invalid, already used or expired.',
    );
  });

  it('a new activation link clears the refusal shown before it', async () => {
    const { api } = accountApi({
      signIn: () =>
        Promise.reject(
          new ApiError('Please activate your account from the link sent to your e-mail', {
            kind: 'rejected',
            status: 403,
          }),
        ),
      activate: async (kind) => ({ activated: true, kind }),
    });
    const { user, rerender } = renderWithKit(<ConnectedSignIn onSignedIn={vi.fn()} />, {
      provider: { api },
    });
    await user.type(screen.getByLabelText(/^Username/), 'x');
    await user.type(screen.getByLabelText(/^Password/), 'y{Enter}');
    expect(await screen.findByText(/Please activate your account/)).toBeInTheDocument();
    rerender(<ConnectedSignIn onSignedIn={vi.fn()} search="?activation=tok&a=iv1" />);
    expect(await screen.findByText(/Your Email is Verified/)).toBeInTheDocument();
    expect(screen.queryByText(/Please activate your account/)).not.toBeInTheDocument();
  });

  it('signs in with { username, pw }, keeps the session and calls onSignedIn', async () => {
    const onSignedIn = vi.fn();
    const { api, account } = accountApi({ signIn: async () => [record] });
    const { user, session } = renderWithKit(<ConnectedSignIn onSignedIn={onSignedIn} />, {
      provider: { api },
    });
    expect(account.activate).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Username/), 'seller1');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#1{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(record));
    expect(account.signIn).toHaveBeenCalledWith(
      { username: 'seller1', pw: 'Secret#1' },
      { signal: expect.any(AbortSignal) },
    );
    expect(session.get()).toEqual({ user: record, userDetails: record });
  });

  it("shows the server's error.message in red and announced", async () => {
    const onSignedIn = vi.fn();
    const { api } = accountApi({
      signIn: () =>
        Promise.reject(
          new ApiError('Please activate your account from the link sent to your e-mail', {
            kind: 'rejected',
            status: 403,
          }),
        ),
    });
    const { user, session } = renderWithKit(<ConnectedSignIn onSignedIn={onSignedIn} />, {
      provider: { api },
    });
    await user.type(screen.getByLabelText(/^Username/), 'x');
    await user.type(screen.getByLabelText(/^Password/), 'y{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Please activate your account from the link sent to your e-mail',
    );
    expect(alert).toHaveAttribute('data-tone', 'danger');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(session.get()).toBeNull();
  });

  it('clears the refusal as soon as the user edits a field', async () => {
    const { api } = accountApi({
      signIn: () =>
        Promise.reject(new ApiError('Wrong password', { kind: 'rejected', status: 401 })),
    });
    const { user } = renderWithKit(<ConnectedSignIn onSignedIn={vi.fn()} />, {
      provider: { api },
    });
    await user.type(screen.getByLabelText(/^Username/), 'x');
    await user.type(screen.getByLabelText(/^Password/), 'y{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong password');
    await user.type(screen.getByLabelText(/^Password/), 'z');
    expect(screen.queryByText('Wrong password')).not.toBeInTheDocument();
  });
});

describe('ConnectedRegister', { timeout: 20_000 }, () => {
  it('registers with the exact payload (created_at added) and calls onRegistered', async () => {
    const onRegistered = vi.fn();
    const { api, account } = accountApi({
      isUsernameTaken: async () => false,
      register: async (input) => ({ user_id: 5, username: input.username, kind: 'company' }),
    });
    const { user } = renderWithKit(
      <ConnectedRegister onRegistered={onRegistered} usernameCheckDelay={0} />,
      { provider: { api } },
    );
    await user.type(screen.getByLabelText(/^First Name/), 'Asha');
    await user.type(screen.getByLabelText(/^Last Name/), 'Rao');
    await user.type(screen.getByLabelText(/^Phone/), '9876543210');
    await user.type(screen.getByLabelText(/^Username/), 'asha');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#12');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret#12');
    const before = Date.now();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(onRegistered).toHaveBeenCalledWith({ user_id: 5, username: 'asha', kind: 'company' }),
    );
    const [payload, options] = account.register.mock.calls[0]!;
    expect(payload).toStrictEqual({
      first_name: 'Asha',
      last_name: 'Rao',
      phone: '9876543210',
      username: 'asha',
      pw: 'Secret#12',
      cpw: 'Secret#12',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Date.parse(payload.created_at)).toBeGreaterThanOrEqual(before - 1);
    expect(options?.signal).toBeInstanceOf(AbortSignal);
    expect(account.isUsernameTaken).toHaveBeenCalledWith('asha', {
      signal: expect.any(AbortSignal),
    });
  });

  it('sends kind for a seller registration', async () => {
    const { api, account } = accountApi({
      isUsernameTaken: async () => false,
      register: async (input) => ({ user_id: 6, username: input.username, kind: 'seller' }),
    });
    const { user } = renderWithKit(
      <ConnectedRegister onRegistered={vi.fn()} kind="seller" usernameCheckDelay={0} />,
      { provider: { api } },
    );
    await user.type(screen.getByLabelText(/^First Name/), 'Ravi');
    await user.type(screen.getByLabelText(/^Phone/), '1');
    await user.type(screen.getByLabelText(/^Username/), 'ravi');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#12');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret#12{Enter}');
    await waitFor(() => expect(account.register).toHaveBeenCalledTimes(1));
    expect(account.register.mock.calls[0]![0]).toMatchObject({ kind: 'seller', last_name: '' });
  });

  it("clears and refocuses a taken username ('Username Already Exist')", async () => {
    const { api } = accountApi({ isUsernameTaken: async (name) => name === 'asha' });
    const { user } = renderWithKit(
      <ConnectedRegister onRegistered={vi.fn()} usernameCheckDelay={0} />,
      { provider: { api } },
    );
    const username = screen.getByLabelText(/^Username/);
    await user.type(username, 'asha');
    await user.tab();
    await waitFor(() => expect(username).toHaveAccessibleDescription('Username Already Exist'));
    expect(username).toHaveValue('');
    expect(username).toHaveFocus();
  });

  it("shows the server's message when registering fails, until the user edits a field", async () => {
    const onRegistered = vi.fn();
    const { api } = accountApi({
      register: () => Promise.reject(new ApiError('Registration closed', { kind: 'rejected' })),
    });
    const { user } = renderWithKit(<ConnectedRegister onRegistered={onRegistered} />, {
      provider: { api },
    });
    await user.type(screen.getByLabelText(/^First Name/), 'A');
    await user.type(screen.getByLabelText(/^Phone/), '1');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#12');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret#12');
    await user.type(screen.getByLabelText(/^Username/), 'u{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration closed');
    expect(onRegistered).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Last Name/), 'R');
    expect(screen.queryByText('Registration closed')).not.toBeInTheDocument();
  });
});

describe('ConnectedChangePassword', { timeout: 20_000 }, () => {
  it.each(['company', 'seller'] as const)(
    'sends %s with the session user_id and { pw, cpw }, flags pw_changed, then calls back',
    async (kind) => {
      const onPasswordChanged = vi.fn();
      const { api, account } = accountApi({ changePassword: async () => ({}) });
      const { user, session } = renderWithKit(
        <ConnectedChangePassword kind={kind} onPasswordChanged={onPasswordChanged} />,
        { provider: { api } },
      );
      session.signIn({ ...record, kind });
      await user.type(screen.getByLabelText(/^New Password/), 'New#pass1');
      await user.type(screen.getByLabelText(/^Confirm Password/), 'New#pass1{Enter}');
      await waitFor(() => expect(onPasswordChanged).toHaveBeenCalledTimes(1));
      expect(account.changePassword).toHaveBeenCalledWith(
        kind,
        11,
        { pw: 'New#pass1', cpw: 'New#pass1' },
        { signal: expect.any(AbortSignal) },
      );
      expect(session.get()?.user.pw_changed).toBe(true);
    },
  );

  it("shows the server's message and does not move on", async () => {
    const onPasswordChanged = vi.fn();
    const { api } = accountApi({
      changePassword: () => Promise.reject(new ApiError('Not allowed', { kind: 'rejected' })),
    });
    const { user, session } = renderWithKit(
      <ConnectedChangePassword kind="company" onPasswordChanged={onPasswordChanged} />,
      { provider: { api } },
    );
    session.signIn(record);
    await user.type(screen.getByLabelText(/^New Password/), 'Secret#12');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret#12{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed');
    expect(onPasswordChanged).not.toHaveBeenCalled();
    expect(session.get()?.user.pw_changed).toBe(false);
  });

  it("clears the server's message as soon as the user edits a field", async () => {
    const { api } = accountApi({
      changePassword: () => Promise.reject(new ApiError('Not allowed', { kind: 'rejected' })),
    });
    const { user, session } = renderWithKit(
      <ConnectedChangePassword kind="seller" onPasswordChanged={vi.fn()} />,
      { provider: { api } },
    );
    session.signIn(record);
    await user.type(screen.getByLabelText(/^New Password/), 'Secret#12');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret#12{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed');
    await user.type(screen.getByLabelText(/^New Password/), 'b');
    expect(screen.queryByText('Not allowed')).not.toBeInTheDocument();
  });
});
