import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../render';
import { ProgressStrip, stepState } from '../../../src/components/ProgressStrip';

const steps = [
  { id: 'register', label: 'Register Details' },
  { id: 'company', label: 'Company Information' },
  { id: 'billing', label: 'Billing' },
  { id: 'about', label: 'About Us' },
];

function items() {
  return within(screen.getByRole('list')).getAllByRole('listitem');
}

describe('ProgressStrip', () => {
  it('lists every step with its position, name and state', () => {
    renderWithKit(<ProgressStrip steps={steps} current={2} />);
    const list = screen.getByRole('list', { name: 'Progress' });
    expect(list.tagName).toBe('OL');
    expect(screen.getByText('Step 1 of 4: Register Details, completed')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4: Company Information, completed')).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 4: Billing')).toBeInTheDocument();
    expect(screen.getByText('Step 4 of 4: About Us')).toBeInTheDocument();
  });

  it('marks only the current item with aria-current="step"', () => {
    renderWithKit(<ProgressStrip steps={steps} current={2} />);
    const all = items();
    expect(all[2]).toHaveAttribute('aria-current', 'step');
    expect(all.filter((li) => li.hasAttribute('aria-current'))).toHaveLength(1);
    expect(all.map((li) => li.dataset.state)).toEqual(['done', 'done', 'current', 'upcoming']);
  });

  it('shows a checkmark on done markers and the number on the current and upcoming ones', () => {
    renderWithKit(<ProgressStrip steps={steps} current={2} />);
    const markers = items().map((li) => li.querySelector('[aria-hidden="true"]'));
    expect(markers[0]?.querySelector('svg')).not.toBeNull();
    expect(markers[0]).not.toHaveTextContent('1');
    expect(markers[2]).toHaveTextContent('3');
    expect(markers[2]?.querySelector('svg')).toBeNull();
    expect(markers[3]).toHaveTextContent('4');
  });

  it('numbers markers from a count when no steps are given', () => {
    renderWithKit(<ProgressStrip count={11} current={0} />);
    expect(items()).toHaveLength(11);
    expect(screen.getByText('Step 1 of 11')).toBeInTheDocument();
    expect(screen.getByText('Step 11 of 11')).toBeInTheDocument();
    expect(items()[0]).toHaveAttribute('aria-current', 'step');
  });

  it('takes done steps from isDone or a completed set', () => {
    const { rerender } = renderWithKit(
      <ProgressStrip steps={steps} current={1} isDone={(i) => i === 3} />,
    );
    expect(items().map((li) => li.dataset.state)).toEqual([
      'upcoming',
      'current',
      'upcoming',
      'done',
    ]);
    rerender(<ProgressStrip steps={steps} current={0} completed={new Set([2])} />);
    expect(items().map((li) => li.dataset.state)).toEqual([
      'current',
      'upcoming',
      'done',
      'upcoming',
    ]);
    rerender(<ProgressStrip steps={steps} current={0} completed={[1, 3]} />);
    expect(items().map((li) => li.dataset.state)).toEqual(['current', 'done', 'upcoming', 'done']);
  });

  it('has no buttons unless the host allows navigation', () => {
    renderWithKit(<ProgressStrip steps={steps} current={2} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('makes done steps buttons by default when onStepClick is given', async () => {
    const onStepClick = vi.fn();
    const { user } = renderWithKit(
      <ProgressStrip steps={steps} current={2} onStepClick={onStepClick} />,
    );
    expect(screen.getByRole('navigation', { name: 'Progress' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(2);
    await user.click(
      screen.getByRole('button', { name: 'Step 1 of 4: Register Details, completed' }),
    );
    expect(onStepClick).toHaveBeenCalledWith(0);
  });

  it('follows canNavigateTo', async () => {
    const onStepClick = vi.fn();
    const { user } = renderWithKit(
      <ProgressStrip
        steps={steps}
        current={1}
        canNavigateTo={(i) => i === 3}
        onStepClick={onStepClick}
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Step 4 of 4: About Us' }));
    expect(onStepClick).toHaveBeenCalledWith(3);
    expect(onStepClick).toHaveBeenCalledTimes(1);
  });

  it('uses the host label and translates the step text', () => {
    renderWithKit(
      <ProgressStrip steps={[{ id: 'a', label: 'बिलिंग' }]} current={1} aria-label="ऑनबोर्डिंग" />,
      {
        locale: 'hi',
      },
    );
    expect(screen.getByRole('list', { name: 'ऑनबोर्डिंग' })).toBeInTheDocument();
    expect(screen.getByText('चरण 1 / 1: बिलिंग, पूर्ण')).toBeInTheDocument();
  });

  it('computes the state of a step', () => {
    const earlier = (i: number) => i < 2;
    expect(stepState(2, 2, earlier)).toBe('current');
    expect(stepState(1, 2, earlier)).toBe('done');
    expect(stepState(3, 2, earlier)).toBe('upcoming');
    expect(stepState(1, 1, () => true)).toBe('current');
  });
});
