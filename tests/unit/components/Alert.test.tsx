import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Alert } from '../../../src/components/Alert';
import { renderWithKit } from '../render';

describe('Alert', () => {
  it('announces danger assertively', () => {
    renderWithKit(<Alert tone="danger">Invalid credentials</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['success', 'warning', 'info'] as const)('announces %s politely', (tone) => {
    renderWithKit(
      <Alert tone={tone} title="Note">
        Your Email is Verified. Now you can login your admin account
      </Alert>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('data-tone', tone);
    expect(status).toHaveTextContent('Note');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is info by default and has no close button unless dismissible', () => {
    renderWithKit(<Alert>Hello</Alert>);
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'info');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls onDismiss from a translated close button', async () => {
    const onDismiss = vi.fn();
    const { user } = renderWithKit(
      <Alert tone="success" onDismiss={onDismiss}>
        تم
      </Alert>,
      { locale: 'ar' },
    );
    await user.click(screen.getByRole('button', { name: 'إغلاق الرسالة' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
