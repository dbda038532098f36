import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { RegisterForm } from '../../../src/account/RegisterForm';
import { CHECKING_SHOWN_AFTER_MS } from '../../../src/account/internal/useUsernameCheck';
import { renderWithKit } from '../render';

/** The live region that makes screen readers say local messages. */
const announced = () => document.querySelector('[data-announcer]');
const field = (label: RegExp) => screen.getByLabelText(label);
const f = {
  first: () => field(/^First Name/),
  last: () => field(/^Last Name/),
  phone: () => field(/^Phone/),
  username: () => field(/^Username/),
  pw: () => field(/^Password/),
  cpw: () => field(/^Confirm Password/),
  submit: () => screen.getByRole('button', { name: 'Register' }),
};

describe('RegisterForm', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('labels every field, marks the required ones and links to sign-in', () => {
    renderWithKit(<RegisterForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(f.first()).toHaveAttribute('aria-required', 'true');
    expect(f.last()).not.toHaveAttribute('aria-required');
    expect(f.phone()).toHaveAttribute('inputmode', 'numeric');
    expect(f.username()).toHaveAttribute('aria-required', 'true');
    expect(f.pw()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '#/auth/login');
  });

  it('submitting empty shows every spec message and calls nothing', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<RegisterForm onSubmit={onSubmit} />);
    await user.click(f.submit());
    expect(f.first()).toHaveAccessibleDescription('First Name is required');
    expect(f.phone()).toHaveAccessibleDescription('Phone is required');
    expect(f.username()).toHaveAccessibleDescription('Username is required');
    expect(f.pw()).toHaveAccessibleDescription(/Password is required/);
    expect(f.cpw()).toHaveAccessibleDescription('Confirm Password is required');
    expect(f.last()).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a failed submit focuses the first invalid field in reading order (not Username)', async () => {
    const { user } = renderWithKit(<RegisterForm onSubmit={vi.fn()} />);
    await user.click(f.submit());
    await waitFor(() => expect(f.first()).toHaveFocus());
    await user.type(f.first(), 'Asha');
    await user.type(f.phone(), '98765');
    await user.click(f.submit());
    await waitFor(() => expect(f.username()).toHaveFocus());
  });

  it('hands over the typed values (last name optional) on Enter', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<RegisterForm onSubmit={onSubmit} />);
    await user.type(f.first(), 'Asha');
    await user.type(f.phone(), '9876543210');
    await user.type(f.username(), 'asha');
    await user.type(f.pw(), 'Secret#12');
    await user.type(f.cpw(), 'Secret#12{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Asha',
      lastName: '',
      phone: '9876543210',
      username: 'asha',
      password: 'Secret#12',
      confirmPassword: 'Secret#12',
    });
  });

  it("leaving a taken username says 'Username Already Exist', clears it and refocuses it", async () => {
    const checkUsername = vi.fn(async (name: string) => name === 'taken');
    const { user } = renderWithKit(
      <RegisterForm onSubmit={vi.fn()} checkUsername={checkUsername} usernameCheckDelay={0} />,
    );
    await user.type(f.username(), 'taken');
    await user.tab();
    await waitFor(() => expect(f.username()).toHaveValue(''));
    expect(checkUsername).toHaveBeenCalledWith('taken', expect.any(AbortSignal));
    expect(f.username()).toHaveFocus();
    expect(f.username()).toHaveAccessibleDescription('Username Already Exist');
    expect(announced()).toHaveTextContent('Username Already Exist');
    // Typing a new name clears the message.
    await user.type(f.username(), 'n');
    expect(f.username()).not.toHaveAttribute('aria-invalid');
  });

  it('leaves a free username alone', async () => {
    const checkUsername = vi.fn(async () => false);
    const onUsernameBlur = vi.fn();
    const { user } = renderWithKit(
      <RegisterForm
        onSubmit={vi.fn()}
        checkUsername={checkUsername}
        onUsernameBlur={onUsernameBlur}
        usernameCheckDelay={0}
      />,
    );
    await user.type(f.username(), 'free');
    await user.tab();
    await waitFor(() => expect(checkUsername).toHaveBeenCalledTimes(1));
    expect(onUsernameBlur).toHaveBeenCalledWith('free');
    expect(f.username()).toHaveValue('free');
    expect(f.username()).not.toHaveAttribute('aria-invalid');
  });

  it('debounces the check: typing again before the delay cancels it', async () => {
    // Faked clock (it still moves with real time, which user-event's own pauses need).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const checkUsername = vi.fn(async () => true);
    const { user } = renderWithKit(
      <RegisterForm onSubmit={vi.fn()} checkUsername={checkUsername} usernameCheckDelay={1000} />,
    );
    await user.type(f.username(), 'ab');
    await user.tab();
    await user.click(f.username());
    await user.type(f.username(), 'c');
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(checkUsername).not.toHaveBeenCalled();
    expect(f.username()).toHaveValue('abc');
    // Leaving the field again asks once the delay has passed.
    await user.tab();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(checkUsername).toHaveBeenCalledWith('abc', expect.any(AbortSignal));
  });

  it('says nothing for a fast check: the fields below it do not move', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Answers after 60 ms of the faked clock: about what the reference API takes on a loaded
    // 2-core machine.
    const checkUsername = vi.fn(
      () => new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 60)),
    );
    const { user } = renderWithKit(
      <RegisterForm onSubmit={vi.fn()} checkUsername={checkUsername} usernameCheckDelay={0} />,
    );
    let said = false;
    const observer = new MutationObserver(() => {
      said ||= document.body.textContent?.includes('Checking username…') ?? false;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await user.type(f.username(), 'ab');
    await user.tab();
    await waitFor(() => expect(checkUsername).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(CHECKING_SHOWN_AFTER_MS + 50));
    observer.disconnect();
    expect(said).toBe(false);
  });

  it('aborts a running check when typing resumes, and ignores its answer', async () => {
    let signal: AbortSignal | undefined;
    let answer: (taken: boolean) => void = () => {};
    const checkUsername = vi.fn((_name: string, s: AbortSignal) => {
      signal = s;
      return new Promise<boolean>((resolve) => (answer = resolve));
    });
    const { user } = renderWithKit(
      <RegisterForm onSubmit={vi.fn()} checkUsername={checkUsername} usernameCheckDelay={0} />,
    );
    await user.type(f.username(), 'ab');
    await user.tab();
    await waitFor(() => expect(checkUsername).toHaveBeenCalledTimes(1));
    // Said once the check has run for a while (CHECKING_SHOWN_AFTER_MS).
    expect(f.username()).not.toHaveAccessibleDescription('Checking username…');
    await waitFor(() => expect(f.username()).toHaveAccessibleDescription('Checking username…'));
    // Shown in the label's row (the field's root laid out for it), not under the input.
    expect(f.username().closest('.sfo-checking')).not.toBeNull();
    // Busy while the check runs, as every wait is marked; no longer once typing resumes.
    expect(f.username()).toHaveAttribute('aria-busy', 'true');
    await user.click(f.username());
    await user.type(f.username(), 'c');
    expect(signal?.aborted).toBe(true);
    expect(f.username().closest('.sfo-checking')).toBeNull();
    expect(f.username()).not.toHaveAttribute('aria-busy');
    expect(f.username()).not.toHaveAccessibleDescription('Checking username…');
    // The aborted check's late "taken" changes nothing once its promise has settled.
    await act(async () => answer(true));
    expect(f.username()).toHaveValue('abc');
    expect(f.username()).not.toHaveAttribute('aria-invalid');
  });

  it("leaving Confirm Password with a mismatch says 'Password mismatch' and clears it", async () => {
    const { user } = renderWithKit(<RegisterForm onSubmit={vi.fn()} />);
    await user.type(f.pw(), 'Secret#12');
    await user.type(f.cpw(), 'Secret#13');
    await user.tab();
    expect(f.cpw()).toHaveValue('');
    expect(f.cpw()).toHaveAccessibleDescription('Password mismatch');
    expect(announced()).toHaveTextContent('Password mismatch');
  });

  it('leaves a matching confirmation alone', async () => {
    const { user } = renderWithKit(<RegisterForm onSubmit={vi.fn()} />);
    await user.type(f.pw(), 'Secret#12');
    await user.type(f.cpw(), 'Secret#12');
    await user.tab();
    expect(f.cpw()).toHaveValue('Secret#12');
    expect(f.cpw()).not.toHaveAttribute('aria-invalid');
  });

  it("shows a strength hint, and refuses a password below the server's rule before sending", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(
      <RegisterForm
        onSubmit={onSubmit}
        defaultValues={{ firstName: 'A', phone: '1', username: 'u' }}
      />,
    );
    await user.type(f.pw(), 'abc');
    expect(f.pw()).toHaveAccessibleDescription('Password strength: Weak');
    await user.type(f.cpw(), 'abc{Enter}');
    expect(
      await screen.findByText(
        'The password must have at least 8 characters and mix at least two of: lowercase letters, uppercase letters, digits, symbols',
      ),
    ).toBeInTheDocument();
    expect(f.pw()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(f.pw(), 'defgh-1');
    await user.type(f.cpw(), 'defgh-1{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it("shows the server's message and stays busy while submitting", () => {
    renderWithKit(<RegisterForm onSubmit={vi.fn()} submitting serverError="Server down" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Server down');
    expect(f.submit()).toHaveAttribute('aria-busy', 'true');
  });

  it("reports the user's edits (to clear a server error), not the form clearing a taken name", async () => {
    const onEdit = vi.fn();
    const checkUsername = vi.fn(async () => true);
    const { user } = renderWithKit(
      <RegisterForm
        onSubmit={vi.fn()}
        onEdit={onEdit}
        checkUsername={checkUsername}
        usernameCheckDelay={0}
        serverError="Username Already Exist"
      />,
    );
    expect(onEdit).not.toHaveBeenCalled();
    await user.type(f.username(), 'u');
    expect(onEdit).toHaveBeenCalledTimes(1);
    await user.tab();
    await waitFor(() => expect(f.username()).toHaveValue(''));
    expect(onEdit).toHaveBeenCalledTimes(1);
    await user.type(f.last(), 'R');
    expect(onEdit).toHaveBeenCalledTimes(2);
  });
});
