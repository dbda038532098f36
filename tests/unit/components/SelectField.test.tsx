import { describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { SelectField } from '../../../src/components/SelectField';
import { renderWithKit } from '../render';

const provinces = [
  { value: 'KA', label: 'Karnataka' },
  { value: 'MH', label: 'Maharashtra' },
  { value: 'GA', label: 'Goa', disabled: true },
];

describe('SelectField', () => {
  it('renders the placeholder and options and reports the choice', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLSelectElement>();
    const { user } = renderWithKit(
      <SelectField
        label="Province"
        placeholder="Select Province"
        options={provinces}
        onChange={onChange}
        ref={ref}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Province' });
    expect(ref.current).toBe(select);
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select Province',
      'Karnataka',
      'Maharashtra',
      'Goa',
    ]);
    expect(screen.getByRole('option', { name: 'Goa' })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
    await user.selectOptions(select, 'MH');
    expect(select).toHaveValue('MH');
    expect(onChange.mock.calls[0]?.[0].target.value).toBe('MH');
  });

  it('is controlled by value and shows errors', () => {
    renderWithKit(
      <SelectField
        label="Province"
        options={provinces}
        value="KA"
        onChange={() => {}}
        required
        error="Province is required"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Province' });
    expect(select).toHaveValue('KA');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAccessibleDescription('Province is required');
    expect(screen.queryByRole('option', { name: 'Select Province' })).not.toBeInTheDocument();
  });

  it('shows its choice read-only, as every read-only value, and says why', () => {
    renderWithKit(
      <SelectField
        label="Country"
        options={[{ value: 'IND', label: 'India' }]}
        value="IND"
        onChange={() => undefined}
        readOnlyReason="Stores are registered in India only"
      />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    const box = screen.getByRole('textbox', { name: 'Country' });
    expect(box).toHaveValue('India');
    expect(box).toHaveAttribute('readonly');
    expect(box).not.toBeDisabled();
    expect(box).toHaveAccessibleDescription('Stores are registered in India only');
  });
});
