import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { WizardFrame } from '../../../../src/wizards/flow';
import { renderWithKit } from '../../render';

const steps = [
  { id: 'one', title: 'Register Details' },
  { id: 'two', title: 'Company Information' },
  { id: 'three', title: 'Billing Name and Address' },
];

describe('WizardFrame', () => {
  it('announces "Step N of total: title" and names the step by its heading', () => {
    renderWithKit(
      <WizardFrame steps={steps} current={1}>
        <p>body</p>
      </WizardFrame>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Step 2 of 3: Company Information');
    expect(screen.getByRole('heading', { level: 2, name: 'Company Information' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Company Information' })).toContainElement(
      screen.getByText('body'),
    );
    const current = document.querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent('Step 2 of 3: Company Information');
  });

  it('moves focus to the new heading when the step changes, not on first render', async () => {
    const { rerender } = renderWithKit(
      <WizardFrame steps={steps} current={0}>
        <button type="button">Next</button>
      </WizardFrame>,
    );
    expect(document.body).toHaveFocus();
    rerender(
      <WizardFrame steps={steps} current={1}>
        <button type="button">Next</button>
      </WizardFrame>,
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Company Information' })).toHaveFocus(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Step 2 of 3: Company Information');
  });

  it('lets a done step be picked from the strip', async () => {
    const onStepClick = vi.fn();
    const { user } = renderWithKit(
      <WizardFrame steps={steps} current={2} onStepClick={onStepClick}>
        <p>body</p>
      </WizardFrame>,
    );
    await user.click(screen.getByRole('button', { name: /Step 1 of 3: Register Details/ }));
    expect(onStepClick).toHaveBeenCalledWith(0);
    expect(screen.queryByRole('button', { name: /Step 3 of 3/ })).toBeNull();
  });
});
