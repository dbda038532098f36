import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { PageLoader } from '../../../src/components/PageLoader';
import { renderWithKit } from '../render';

afterEach(() => vi.useRealTimers());

describe('PageLoader', () => {
  it('is a status with a translated label, shown by default', () => {
    renderWithKit(<PageLoader />, { locale: 'ar' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('جارٍ التحميل…');
    expect(status.closest('.sfo-portal')).not.toBeNull();
  });

  it('follows `visible` when no autoHideMs is given', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithKit(<PageLoader visible={false} label="Saving" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<PageLoader visible label="Saving" />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Saving');
  });

  it('hides itself autoHideMs after appearing and shows again on the next round', () => {
    vi.useFakeTimers();
    const onHidden = vi.fn();
    const { rerender } = renderWithKit(<PageLoader autoHideMs={10} onHidden={onHidden} />);
    act(() => vi.advanceTimersByTime(9));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(onHidden).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onHidden).toHaveBeenCalledTimes(1);

    rerender(<PageLoader visible={false} autoHideMs={10} onHidden={onHidden} />);
    rerender(<PageLoader visible autoHideMs={10} onHidden={onHidden} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onHidden).toHaveBeenCalledTimes(2);
  });

  it('with delayMs, appears only once shown that long, and not at all when hidden sooner', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithKit(<PageLoader delayMs={300} />);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeInTheDocument();

    rerender(<PageLoader visible={false} delayMs={300} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<PageLoader visible delayMs={300} />);
    act(() => vi.advanceTimersByTime(200));
    rerender(<PageLoader visible={false} delayMs={300} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
