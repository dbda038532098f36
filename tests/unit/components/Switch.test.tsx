import { describe, expect, it, vi } from 'vitest';
import { createRef, useState } from 'react';
import { screen } from '@testing-library/react';
import { Switch } from '../../../src/components/Switch';
import { renderWithKit } from '../render';

describe('Switch', () => {
  it('toggles uncontrolled, exposes role switch and its checked state', async () => {
    const onCheckedChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    const { user } = renderWithKit(
      <Switch label="Allow Varient" onCheckedChange={onCheckedChange} ref={ref} />,
    );
    const control = screen.getByRole('switch', { name: 'Allow Varient' });
    expect(ref.current).toBe(control);
    expect(control).not.toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
    await user.click(control);
    expect(screen.getByRole('switch', { checked: true })).toBe(control);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByText('Allow Varient'));
    expect(control).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('starts on with defaultChecked and toggles with Space', async () => {
    const { user } = renderWithKit(<Switch label="Display" defaultChecked />);
    const control = screen.getByRole('switch', { name: 'Display' });
    expect(control).toBeChecked();
    await user.tab();
    expect(control).toHaveFocus();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
  });

  it('is controlled by checked', async () => {
    function Host() {
      const [on, setOn] = useState(false);
      return (
        <>
          <Switch label="Enable" checked={on} onCheckedChange={setOn} />
          <output>{on ? 'on' : 'off'}</output>
        </>
      );
    }
    const { user } = renderWithKit(<Host />);
    await user.click(screen.getByRole('switch', { name: 'Enable' }));
    expect(screen.getByRole('switch', { name: 'Enable' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('on');
  });

  it('ignores input when disabled and links an error', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderWithKit(
      <Switch label="Enable" disabled error="Required" onCheckedChange={onCheckedChange} />,
    );
    const control = screen.getByRole('switch', { name: 'Enable' });
    await user.click(control);
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('Required');
  });
});
