import { describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { PasswordField } from '../../../src/components/PasswordField';
import { renderWithKit } from '../render';

describe('PasswordField', () => {
  it('toggles between hidden and shown with an aria-pressed button', async () => {
    const ref = createRef<HTMLInputElement>();
    const onVisibleChange = vi.fn();
    const { user } = renderWithKit(
      <PasswordField label="Password" ref={ref} onVisibleChange={onVisibleChange} />,
    );
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show Password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('type', 'button');
    expect(onVisibleChange).not.toHaveBeenCalled();

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(onVisibleChange).toHaveBeenLastCalledWith(true);

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(onVisibleChange).toHaveBeenLastCalledWith(false);
  });

  it('keeps the typed value when toggled', async () => {
    const { user } = renderWithKit(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    await user.type(input, 's3cret');
    await user.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('s3cret');
  });

  it('follows a controlled `visible`', async () => {
    const onVisibleChange = vi.fn();
    const { user } = renderWithKit(
      <PasswordField label="Password" visible onVisibleChange={onVisibleChange} />,
    );
    const toggle = screen.getByRole('button', { name: 'Show Password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(onVisibleChange).toHaveBeenCalledWith(false);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('translates the toggle and disables it with the field', () => {
    renderWithKit(<PasswordField label="पासवर्ड" disabled />, { locale: 'hi' });
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeDisabled();
    expect(screen.getByLabelText('पासवर्ड', { selector: 'input' })).toBeDisabled();
  });

  it('links its error', () => {
    renderWithKit(<PasswordField label="Password" error="Password is required" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password is required');
  });

  it('names each toggle after its field, so two on one form are told apart', () => {
    renderWithKit(
      <>
        <PasswordField label="Password" />
        <PasswordField label="Confirm Password" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Show Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Confirm Password' })).toBeInTheDocument();
  });
});
