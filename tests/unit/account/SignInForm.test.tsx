import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { SignInForm } from '../../../src/account/SignInForm';
import type * as ResolverModule from '../../../src/account/SignInForm/signInResolver';
import { renderWithKit } from '../render';

const fields = () => ({
  username: screen.getByLabelText(/^Username/),
  password: screen.getByLabelText(/^Password/),
  submit: screen.getByRole('button', { name: 'Sign In' }),
});

describe('SignInForm', { timeout: 20_000 }, () => {
  it('labels every field, titles the screen and links to registration', () => {
    renderWithKit(<SignInForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    const { username, password } = fields();
    expect(username).toHaveAttribute('aria-required', 'true');
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '#/auth/Register',
    );
    // Sellers find their way in too.
    expect(screen.getByRole('link', { name: 'Register as a seller' })).toHaveAttribute(
      'href',
      '#/auth/Register?as=seller',
    );
  });

  it('leaves the seller link out when the host has no seller registration', () => {
    renderWithKit(<SignInForm onSubmit={vi.fn()} sellerRegisterHref={null} />);
    expect(screen.queryByRole('link', { name: 'Register as a seller' })).toBeNull();
  });

  it('shows no error before a submit attempt', async () => {
    const { user } = renderWithKit(<SignInForm onSubmit={vi.fn()} />);
    await user.click(fields().username);
    await user.tab();
    await user.tab();
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(fields().username).not.toHaveAttribute('aria-invalid');
  });

  it('submitting empty shows both messages linked to their fields and calls nothing', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<SignInForm onSubmit={onSubmit} />);
    await user.click(fields().submit);
    const { username, password } = fields();
    // The rules are a chunk fetched after first paint: the first check may wait for it.
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription('Username is required');
    expect(password).toHaveAccessibleDescription('Password is required');
    await waitFor(() => expect(username).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field, not the first field', async () => {
    const { user } = renderWithKit(
      <SignInForm onSubmit={vi.fn()} defaultValues={{ username: 'asha' }} />,
    );
    await user.click(fields().submit);
    await waitFor(() => expect(fields().password).toHaveFocus());
  });

  it('reports every edit the user makes (to clear a server error), none on mount', async () => {
    const onEdit = vi.fn();
    const { user } = renderWithKit(
      <SignInForm
        onSubmit={vi.fn()}
        onEdit={onEdit}
        serverError="Invalid username or password"
        defaultValues={{ username: 'asha', password: 'x' }}
      />,
    );
    expect(onEdit).not.toHaveBeenCalled();
    await user.type(fields().password, 'y');
    expect(onEdit).toHaveBeenCalledTimes(1);
    await user.type(fields().username, 'z');
    expect(onEdit).toHaveBeenCalledTimes(2);
  });

  it('Enter submits the values', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<SignInForm onSubmit={onSubmit} />);
    await user.type(fields().username, 'asha');
    await user.type(fields().password, 'Secret#1{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ username: 'asha', password: 'Secret#1' });
  });

  it('cannot submit while the host says submitting', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(
      <SignInForm
        onSubmit={onSubmit}
        submitting
        defaultValues={{ username: 'a', password: 'b' }}
      />,
    );
    expect(fields().submit).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Signing in…');
    await user.click(fields().submit);
    await user.type(fields().password, '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ignores a second submit while the first is pending', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderWithKit(
      <SignInForm onSubmit={onSubmit} defaultValues={{ username: 'a', password: 'b' }} />,
    );
    await user.click(fields().submit);
    expect(fields().submit).toHaveAttribute('aria-busy', 'true');
    await user.type(fields().password, '{Enter}');
    await user.click(fields().submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(fields().submit).not.toHaveAttribute('aria-busy'));
  });

  it("shows the server's message as an alert", () => {
    renderWithKit(<SignInForm onSubmit={vi.fn()} serverError="Invalid username or password" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password');
  });

  it('renders a notice above the fields', () => {
    renderWithKit(<SignInForm onSubmit={vi.fn()} notice={<p>Hello notice</p>} />);
    expect(screen.getByText('Hello notice')).toBeInTheDocument();
  });

  it('is uncontrolled with defaultValues and follows values when controlled', async () => {
    const onSubmit = vi.fn();
    const { rerender, user } = renderWithKit(
      <SignInForm onSubmit={onSubmit} values={{ username: 'first' }} />,
    );
    expect(fields().username).toHaveValue('first');
    rerender(<SignInForm onSubmit={onSubmit} values={{ username: 'second', password: 'x' }} />);
    expect(fields().username).toHaveValue('second');
    await user.click(fields().submit);
    expect(onSubmit).toHaveBeenCalledWith({ username: 'second', password: 'x' });
  });

  it('uses the injected link component with the given href', () => {
    const RouterLink = ({ href, children }: { href: string; children?: ReactNode }) => (
      <a href={`/app${href.slice(1)}`} data-router="yes">
        {children}
      </a>
    );
    renderWithKit(
      <SignInForm onSubmit={vi.fn()} linkComponent={RouterLink} registerHref="#/signup" />,
    );
    const link = screen.getByRole('link', { name: 'Create Account' });
    expect(link).toHaveAttribute('href', '/app/signup');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('speaks Arabic and Hindi', () => {
    renderWithKit(<SignInForm onSubmit={vi.fn()} />, { locale: 'ar' });
    expect(screen.getByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
  });
});

describe('SignInForm rules chunk', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('is fetched at the first focus in the form, not before (nothing of it before interaction)', async () => {
    const loaded = vi.fn();
    vi.doMock('../../../src/account/SignInForm/signInResolver', async (original) => {
      const real = await original<typeof ResolverModule>();
      loaded();
      return real;
    });
    vi.resetModules();
    const { SignInForm: Form } = await import('../../../src/account/SignInForm');
    const { renderWithKit: render } = await import('../render');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = render(<Form onSubmit={vi.fn()} />);
    // Idle time after paint (any deferred work run, any import it started finished): the rules
    // stay unfetched.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await vi.dynamicImportSettled();
    expect(loaded).not.toHaveBeenCalled();
    vi.useRealTimers();
    await user.click(screen.getByLabelText(/^Username/));
    await waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    vi.doUnmock('../../../src/account/SignInForm/signInResolver');
  });
});
