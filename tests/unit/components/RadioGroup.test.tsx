import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { RadioGroup } from '../../../src/components/RadioGroup';
import { renderWithKit } from '../render';

const genders = [
  { value: '2', label: 'Male' },
  { value: '3', label: 'Female' },
  { value: '4', label: 'Others' },
];

describe('RadioGroup', () => {
  it('is a named radio group whose arrow keys move the choice', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithKit(
      <RadioGroup label="Gender" options={genders} onValueChange={onValueChange} />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Gender' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1);
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    expect(onValueChange).toHaveBeenLastCalledWith('3');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Others' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('4');
  });

  it('is uncontrolled with defaultValue', () => {
    renderWithKit(<RadioGroup label="Gender" options={genders} defaultValue="2" />);
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
  });

  it('is controlled by value', async () => {
    function Host() {
      const [value, setValue] = useState('4');
      return <RadioGroup label="Gender" options={genders} value={value} onValueChange={setValue} />;
    }
    const { user } = renderWithKit(<Host />);
    expect(screen.getByRole('radio', { name: 'Others' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Others' })).not.toBeChecked();
  });

  it('passes native change events and the ref to every radio (react-hook-form register)', async () => {
    const onChange = vi.fn();
    const refs: HTMLInputElement[] = [];
    const { user } = renderWithKit(
      <RadioGroup
        label="Type"
        name="seller_type"
        options={[
          { value: '1', label: 'Individual' },
          { value: '2', label: 'Organization' },
        ]}
        onChange={onChange}
        ref={(el) => {
          if (el) refs.push(el);
        }}
      />,
    );
    expect(refs.map((r) => r.value)).toEqual(['1', '2']);
    await user.click(screen.getByRole('radio', { name: 'Organization' }));
    expect(onChange.mock.calls[0]?.[0].target).toMatchObject({ name: 'seller_type', value: '2' });
  });

  it('shows a required marker state, errors and disabled options', () => {
    renderWithKit(
      <RadioGroup
        label="Gender"
        required
        error="Gender is required"
        options={[...genders, { value: '0', label: 'Unknown', disabled: true }]}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Gender' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Gender is required');
    expect(screen.getByRole('radio', { name: 'Unknown' })).toBeDisabled();
  });

  it('disables every option with the group', () => {
    renderWithKit(<RadioGroup label="Gender" options={genders} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
