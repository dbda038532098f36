import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ChangePasswordForm } from '../../../src/account/ChangePasswordForm';
import { renderWithKit } from '../render';

const f = {
  password: () => screen.getByLabelText(/^New Password/),
  confirm: () => screen.getByLabelText(/^Confirm Password/),
  submit: () => screen.getByRole('button', { name: 'Change Password' }),
};
const announced = () => document.querySelector('[data-announcer]');

describe('ChangePasswordForm', { timeout: 20_000 }, () => {
  it('titles the screen by kind', () => {
    const { rerender } = renderWithKit(<ChangePasswordForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByText('Set a new password for your admin account.')).toBeInTheDocument();
    rerender(<ChangePasswordForm onSubmit={vi.fn()} kind="seller" />);
    expect(screen.getByText('Set a new password for your seller account.')).toBeInTheDocument();
  });

  it('submitting empty shows both spec messages', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<ChangePasswordForm onSubmit={onSubmit} />);
    await user.click(f.submit());
    expect(f.password()).toHaveAccessibleDescription(/^Password is required/);
    expect(f.confirm()).toHaveAccessibleDescription('Confirm Password is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a failed submit focuses New Password, the first invalid field (not Confirm Password)', async () => {
    const { user } = renderWithKit(<ChangePasswordForm onSubmit={vi.fn()} />);
    await user.click(f.submit());
    await waitFor(() => expect(f.password()).toHaveFocus());
  });

  it("leaving Confirm Password with a mismatch says 'Password Not Match' and clears it", async () => {
    const { user } = renderWithKit(<ChangePasswordForm onSubmit={vi.fn()} />);
    await user.type(f.password(), 'New#pass1');
    await user.type(f.confirm(), 'New#pass2');
    await user.tab();
    expect(f.confirm()).toHaveValue('');
    expect(f.confirm()).toHaveAccessibleDescription('Password Not Match');
    expect(announced()).toHaveTextContent('Password Not Match');
    await user.type(f.confirm(), 'N');
    expect(f.confirm()).not.toHaveAttribute('aria-invalid');
  });

  it('hands over { password, confirmPassword } on Enter', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<ChangePasswordForm onSubmit={onSubmit} />);
    await user.type(f.password(), 'New#pass1');
    await user.type(f.confirm(), 'New#pass1{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ password: 'New#pass1', confirmPassword: 'New#pass1' });
  });

  it("shows the server's message and ignores submits while busy", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(
      <ChangePasswordForm
        onSubmit={onSubmit}
        submitting
        serverError="Password expired"
        defaultValues={{ password: 'a', confirmPassword: 'a' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Password expired');
    await user.click(f.submit());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reports edits (to clear a server error) but not the cleared mismatch', async () => {
    const onEdit = vi.fn();
    const { user } = renderWithKit(
      <ChangePasswordForm onSubmit={vi.fn()} onEdit={onEdit} serverError="Password expired" />,
    );
    await user.type(f.password(), 'a');
    expect(onEdit).toHaveBeenCalledTimes(1);
    await user.type(f.confirm(), 'b');
    await user.tab();
    expect(f.confirm()).toHaveValue('');
    expect(onEdit).toHaveBeenCalledTimes(2);
  });
});
