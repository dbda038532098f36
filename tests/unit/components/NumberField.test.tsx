import { describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { NumberField } from '../../../src/components/NumberField';
import { renderWithKit } from '../render';

describe('NumberField', () => {
  it('opens the numeric keyboard and keeps the typed string', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<NumberField label="Phone" required onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('aria-required', 'true');
    await user.type(input, '0098');
    expect(input).toHaveValue('0098');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('can be a native number input with decimals, controlled by a number', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithKit(
      <NumberField
        label="CGST"
        type="number"
        inputMode="decimal"
        value={2.5}
        onChange={() => {}}
        ref={ref}
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'CGST' });
    expect(ref.current).toBe(input);
    expect(input).toHaveValue(2.5);
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('shows its error', () => {
    renderWithKit(<NumberField label="Order Id" error="Order Id is required" />);
    expect(screen.getByRole('textbox', { name: 'Order Id' })).toHaveAccessibleDescription(
      'Order Id is required',
    );
  });

  it('shows a unit inside the field without adding it to the name (issue 46)', () => {
    renderWithKit(
      <NumberField
        label="Monthly Purchase Minimum"
        hint="Per month"
        unit={{ symbol: '₹', position: 'start', label: 'in Indian rupees' }}
      />,
    );
    // The name is the label alone; the unit is said once, in words, after the hint.
    const input = screen.getByRole('textbox', { name: 'Monthly Purchase Minimum' });
    expect(input).toHaveAccessibleDescription('Per month in Indian rupees');
    const symbol = screen.getByText('₹');
    expect(symbol).toHaveAttribute('aria-hidden', 'true');
    // Beside the input, in the same box, before it in the reading direction (start edge).
    expect(symbol.parentElement).toContainElement(input);
    expect(symbol.parentElement).toHaveAttribute('data-part', 'unit');
  });

  it('a unit without words is only shown: the hint already says it', () => {
    renderWithKit(
      <NumberField
        label="CGST"
        hint="A percentage from 0 to 100"
        unit={{ symbol: '%', position: 'end' }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'CGST' });
    expect(input).toHaveAccessibleDescription('A percentage from 0 to 100');
    expect(screen.getByText('%')).toHaveAttribute('aria-hidden', 'true');
  });
});
