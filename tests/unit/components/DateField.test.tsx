import { describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { DateField } from '../../../src/components/DateField';
import { renderWithKit } from '../render';

describe('DateField', () => {
  it('takes min and max as yyyy-MM-dd strings or Dates', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithKit(
      <DateField label="Date of Birth" min="1903-06-01" max={new Date(2007, 0, 9)} ref={ref} />,
    );
    const input = screen.getByLabelText('Date of Birth');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '1903-06-01');
    expect(input).toHaveAttribute('max', '2007-01-09');
  });

  it('reports the chosen day as yyyy-MM-dd', () => {
    const onChange = vi.fn();
    renderWithKit(<DateField label="Registration Date" onChange={onChange} />);
    const input = screen.getByLabelText('Registration Date');
    fireEvent.change(input, { target: { value: '2024-02-29' } });
    expect(onChange.mock.calls[0]?.[0].target.value).toBe('2024-02-29');
  });

  it('shows a translated error', () => {
    renderWithKit(<DateField label="DOB" error="Date of birth is required" required />);
    const input = screen.getByLabelText('DOB');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Date of birth is required');
  });
});
