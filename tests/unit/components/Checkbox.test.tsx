import { describe, expect, it, vi } from 'vitest';
import { createRef, useState } from 'react';
import { screen } from '@testing-library/react';
import { Checkbox } from '../../../src/components/Checkbox';
import { renderWithKit } from '../render';

describe('Checkbox', () => {
  it('is uncontrolled and reports the new state, not on mount', async () => {
    const onCheckedChange = vi.fn();
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    const { user } = renderWithKit(
      <Checkbox
        label="Collection Enable Select"
        onCheckedChange={onCheckedChange}
        onChange={onChange}
        ref={ref}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Collection Enable Select' });
    expect(ref.current).toBe(box);
    expect(onCheckedChange).not.toHaveBeenCalled();
    await user.click(screen.getByText('Collection Enable Select'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('is controlled by checked', async () => {
    function Host() {
      const [on, setOn] = useState(true);
      return <Checkbox label="Agree" checked={on} onCheckedChange={setOn} />;
    }
    const { user } = renderWithKit(<Host />);
    const box = screen.getByRole('checkbox', { name: 'Agree' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
  });

  it('stays put when the host does not follow', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderWithKit(
      <Checkbox label="Agree" checked={false} onCheckedChange={onCheckedChange} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'Agree' })).not.toBeChecked();
  });

  it('shows errors and hints, and can be disabled', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderWithKit(
      <Checkbox
        label="Terms"
        required
        hint="Read them first"
        error="Terms and Condition is required"
        disabled
        onCheckedChange={onCheckedChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('Terms and Condition is required Read them first');
    expect(box).toBeDisabled();
    await user.click(box);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
