import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ActivationNotice } from '../../../src/account/ActivationNotice';
import { ThankYou } from '../../../src/account/ThankYou';
import { renderWithKit } from '../render';

describe('ThankYou', { timeout: 20_000 }, () => {
  it('thanks and links to the sign-in screen', () => {
    renderWithKit(<ThankYou />);
    expect(
      screen.getByRole('heading', { name: 'Thank you for Registering with us.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please Login your Account.' })).toHaveAttribute(
      'href',
      '#/auth/login',
    );
  });

  it('uses the injected link component', () => {
    const RouterLink = ({
      href,
      className,
      children,
    }: {
      href: string;
      className?: string;
      children?: ReactNode;
    }) => (
      <a href={`/base${href}`} className={className} data-router="">
        {children}
      </a>
    );
    renderWithKit(<ThankYou linkComponent={RouterLink} loginHref="/auth/login" />);
    const link = screen.getByRole('link', { name: 'Please Login your Account.' });
    expect(link).toHaveAttribute('href', '/base/auth/login');
    expect(link).toHaveAttribute('data-router');
    expect(link.className).not.toBe('');
  });
});

describe('ActivationNotice', { timeout: 20_000 }, () => {
  it('says nothing when idle', () => {
    const { container } = renderWithKit(<ActivationNotice status="idle" />);
    expect(container.querySelector('[role]')).toBeNull();
  });

  it('says it is verifying while pending, with the kit’s skeleton rather than an alert', () => {
    renderWithKit(<ActivationNotice status="pending" kind="company" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Verifying your email…');
    expect(status).not.toHaveAttribute('data-tone');
    expect(status.closest('[aria-busy="true"]')).not.toBeNull();
  });

  it.each([
    ['company', 'Your Email is Verified. Now you can login your admin account'],
    ['seller', 'Your Email is Verified. Now you can login your seller account'],
  ] as const)('tells a %s it is verified, in the success tone', (kind, text) => {
    renderWithKit(<ActivationNotice status="success" kind={kind} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(text);
    expect(status).toHaveAttribute('data-tone', 'success');
  });

  it('shows one message when activation failed: the one given, else its own', () => {
    const { unmount } = renderWithKit(
      <ActivationNotice status="error" kind="seller" error="Link expired" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Link expired');
    unmount();
    renderWithKit(
      <ActivationNotice status="error" actions={<button type="button">Next</button>} />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not verify your email: the activation link is invalid, already used or expired.',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });
});
