import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { BillingStep } from '../../../../src/wizards';
import { renderWithKit } from '../../render';
import { provinces } from './fixtures';

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });

describe('BillingStep (docs/behaviour.md, "Validation" billing)', { timeout: 20_000 }, () => {
  it('shows the legal name and the country read-only, one look, each saying why', () => {
    renderWithKit(
      <BillingStep billingName="Acme Pvt Ltd" provinces={provinces} onSubmit={vi.fn()} />,
    );
    expect(field(/^Billing Name/)).toHaveValue('Acme Pvt Ltd');
    expect(field(/^Billing Name/)).toHaveAttribute('readonly');
    expect(field(/^Billing Name/)).toHaveAccessibleDescription(
      'The legal name on record: invoices are made out to it',
    );
    expect(field(/^Country/)).toHaveAttribute('readonly');
    expect(field(/^Country/)).not.toBeDisabled();
    expect(field(/^Country/)).toHaveValue('India');
    expect(field(/^Country/)).toHaveAccessibleDescription('Stores are registered in India only');
  });

  it('names the country in the reader’s language', () => {
    renderWithKit(<BillingStep billingName="Acme" provinces={provinces} onSubmit={vi.fn()} />, {
      locale: 'ar',
    });
    expect(field(/^الدولة/)).toHaveValue('الهند');
  });

  it('Next with nothing says Area, Zip and Province are required and focuses Area', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(
      <BillingStep billingName="Acme" provinces={provinces} onSubmit={onSubmit} onBack={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(field(/^Area/)).toHaveFocus());
    expect(field(/^Area/)).toHaveAccessibleDescription('Area is Required');
    expect(field(/^Zip/)).toHaveAccessibleDescription('Zip is Required');
    expect(field(/^Province/)).toHaveAccessibleDescription('Province is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reports the values without the billing name', async () => {
    const onSubmit = vi.fn();
    const onBack = vi.fn();
    const { user } = renderWithKit(
      <BillingStep
        billingName="Acme"
        provinces={provinces}
        onSubmit={onSubmit}
        onBack={onBack}
        defaultValues={{ gstinNumber: '27AAACA1234A1Z5' }}
      />,
    );
    await user.type(field(/^Area/), 'Andheri');
    await user.type(field(/^Zip/), '400093');
    await user.selectOptions(field(/^Province/), 'MH');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      gstinNumber: '27AAACA1234A1Z5',
      addressLine1: '',
      addressLine2: '',
      streetNo: '',
      streetName: '',
      area: 'Andheri',
      region: '',
      zip: '400093',
      province: 'MH',
    });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
