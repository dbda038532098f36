import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastProvider, useNotifier, type Notifier } from '../../../src/components/Toast';
import { renderWithKit } from '../render';

const captured: { current: Notifier | null } = { current: null };
function Capture() {
  const notifier = useNotifier();
  useEffect(() => {
    captured.current = notifier;
  }, [notifier]);
  return null;
}
function notify(...args: Parameters<Notifier['notify']>): string {
  let id = '';
  act(() => {
    id = captured.current!.notify(...args);
  });
  return id;
}
function setup(props: { defaultDuration?: number; max?: number } = {}) {
  return renderWithKit(
    <ToastProvider {...props}>
      <Capture />
    </ToastProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  captured.current = null;
});

describe('Toast system', () => {
  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow('`useNotifier` must be used within <ToastProvider>');
    vi.mocked(console.error).mockRestore();
  });

  it('shows a toast in a polite live region, in the kit portal', () => {
    setup();
    notify({ tone: 'success', message: 'Code Copied to clipboard', title: 'Copied' });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('CopiedCode Copied to clipboard');
    expect(region.closest('.sfo-portal')).not.toBeNull();
  });

  it('puts danger toasts in an assertive region', () => {
    setup();
    notify({ tone: 'danger', message: 'Save failed' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(alert).toHaveTextContent('Save failed');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('closes from its close button', async () => {
    const { user } = setup();
    notify({ message: 'One' });
    notify({ message: 'Two' });
    const status = screen.getByRole('status');
    const buttons = within(status).getAllByRole('button', { name: 'Dismiss notification' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]!);
    expect(status).not.toHaveTextContent('One');
    expect(status).toHaveTextContent('Two');
  });

  it('dismisses by id', () => {
    setup();
    const id = notify({ message: 'Bye', duration: 0 });
    notify({ message: 'Stay', duration: 0 });
    act(() => captured.current!.dismiss(id));
    expect(screen.getByRole('status')).toHaveTextContent('Stay');
    expect(screen.getByRole('status')).not.toHaveTextContent('Bye');
  });

  it('auto-dismisses after 5000 ms by default', () => {
    vi.useFakeTimers();
    setup();
    notify({ message: 'Saved' });
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('honours a custom duration, and 0 keeps the toast', () => {
    vi.useFakeTimers();
    setup({ defaultDuration: 1000 });
    notify({ message: 'Quick' });
    notify({ message: 'Sticky', duration: 0 });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Sticky');
    expect(screen.getByRole('status')).not.toHaveTextContent('Quick');
  });

  it('pauses while hovered or focused and resumes with the time left', () => {
    vi.useFakeTimers();
    setup();
    notify({ message: 'Hover me', duration: 3000 });
    const toast = screen.getByText('Hover me').closest('[data-tone]') as HTMLElement;
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(toast);
    expect(toast).toHaveAttribute('data-state', 'paused');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    act(() => within(toast).getByRole('button').focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    act(() => within(toast).getByRole('button').blur());
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('keeps at most `max` toasts, dropping the oldest', () => {
    setup({ max: 2 });
    notify({ message: 'A', duration: 0 });
    notify({ message: 'B', duration: 0 });
    notify({ message: 'C', duration: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('BC');
  });

  it('translates the close button', () => {
    renderWithKit(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
      { locale: 'hi' },
    );
    notify({ message: 'ठीक' });
    expect(screen.getByRole('button', { name: 'सूचना हटाएँ' })).toBeInTheDocument();
  });
});
