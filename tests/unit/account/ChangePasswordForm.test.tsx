import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ChangePasswordForm } from '../../../src/account/ChangePasswordForm';
import { renderWithKit } from '../render';

const f = {
  pw: () => screen.getByLabelText(/^New Password/),
  cpw: () => screen.getByLabelText(/^Confirm Password/),
  submit: () => screen.getByRole('button', { name: 'Change Password' }),
};
const announced = () => document.querySelector('[data-announcer]');

describe('ChangePasswordForm', { timeout: 20_000 }, () => {
  it('titles the screen by variant', () => {
    const { rerender } = renderWithKit(<ChangePasswordForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByText('Set a new password for your admin account.')).toBeInTheDocument();
    rerender(<ChangePasswordForm onSubmit={vi.fn()} variant="seller" />);
    expect(screen.getByText('Set a new password for your seller account.')).toBeInTheDocument();
  });

  it('submitting empty shows both spec messages', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<ChangePasswordForm onSubmit={onSubmit} />);
    await user.click(f.submit());
    expect(f.pw()).toHaveAccessibleDescription(/^Password is required/);
    expect(f.cpw()).toHaveAccessibleDescription('Confirm Password is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("leaving Confirm Password with a mismatch says 'Password Not Match' and clears it", async () => {
    const { user } = renderWithKit(<ChangePasswordForm onSubmit={vi.fn()} />);
    await user.type(f.pw(), 'New#pass1');
    await user.type(f.cpw(), 'New#pass2');
    await user.tab();
    expect(f.cpw()).toHaveValue('');
    expect(f.cpw()).toHaveAccessibleDescription('Password Not Match');
    expect(announced()).toHaveTextContent('Password Not Match');
    await user.type(f.cpw(), 'N');
    expect(f.cpw()).not.toHaveAttribute('aria-invalid');
  });

  it('hands over { pw, cpw } on Enter', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<ChangePasswordForm onSubmit={onSubmit} />);
    await user.type(f.pw(), 'New#pass1');
    await user.type(f.cpw(), 'New#pass1{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ pw: 'New#pass1', cpw: 'New#pass1' });
  });

  it("shows the server's message and ignores submits while busy", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(
      <ChangePasswordForm
        onSubmit={onSubmit}
        submitting
        serverError="Password expired"
        defaultValues={{ pw: 'a', cpw: 'a' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Password expired');
    await user.click(f.submit());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
