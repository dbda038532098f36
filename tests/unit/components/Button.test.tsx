import { describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { Button } from '../../../src/components/Button';
import { renderWithKit } from '../render';

describe('Button', () => {
  it('is a non-submitting button by default and calls onClick', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    const { user } = renderWithKit(
      <Button onClick={onClick} ref={ref}>
        Next
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading keeps its name, reports busy and ignores clicks', async () => {
    const onClick = vi.fn();
    const { user } = renderWithKit(
      <Button loading onClick={onClick}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a loading submit button cannot submit its form (no double submit)', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    function Form({ loading }: { loading: boolean }) {
      return (
        <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
          <Button type="submit" loading={loading}>
            Register
          </Button>
        </form>
      );
    }
    const { user, rerender } = renderWithKit(<Form loading={false} />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(<Form loading />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps focus when it turns busy', async () => {
    const { user, rerender } = renderWithKit(<Button>Save</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    rerender(<Button loading>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('is disabled natively when disabled', async () => {
    const onClick = vi.fn();
    const { user } = renderWithKit(
      <Button disabled variant="destructive" onClick={onClick}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders icons beside the label', () => {
    renderWithKit(
      <Button variant="secondary" size="sm" startIcon={<span data-testid="icon" />}>
        Add New
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Add New' })).toContainElement(
      screen.getByTestId('icon'),
    );
  });
});
