import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { RegisterDetailsStep } from '../../../../src/wizards/steps';
import { renderWithKit } from '../../render';
import { acmeProfile, provinces } from './fixtures';

describe('RegisterDetailsStep (docs/behaviour.md §2 step 1)', { timeout: 20_000 }, () => {
  it('shows the profile read-only, the country fixed and disabled, in company codes', () => {
    renderWithKit(
      <RegisterDetailsStep profile={acmeProfile()} provinces={provinces} onNext={vi.fn()} />,
    );
    expect(screen.getByLabelText('Business Name')).toHaveValue('Acme Home Stores');
    expect(screen.getByLabelText('Subdomain for Business')).toHaveValue('acme');
    expect(screen.getByLabelText('Legal Name')).toHaveValue('Acme Home Stores Private Limited');
    expect(screen.getByLabelText('Zip')).toHaveValue('400093');
    // business_type 1 is Organization, gender 2 Female in the company's codes.
    expect(screen.getByRole('radio', { name: 'Organization' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.getByLabelText('Province')).toHaveDisplayValue('Maharashtra');
    expect(screen.getByLabelText('Country')).toHaveDisplayValue('India');
    expect(screen.getByLabelText('Country')).toBeDisabled();
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('1985-07-19');
    for (const box of screen.getAllByRole('textbox')) expect(box).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('Next goes on without a call', async () => {
    const onNext = vi.fn();
    const { user } = renderWithKit(<RegisterDetailsStep profile={acmeProfile()} onNext={onNext} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('reads the seller codes when told to (type 1 Individual, gender 4 Others)', () => {
    const profile = acmeProfile();
    profile.business_type = 1;
    if (profile.point_of_contact) profile.point_of_contact.gender = 4;
    renderWithKit(<RegisterDetailsStep profile={profile} codes="seller" onNext={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'Individual' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Others' })).toBeChecked();
  });
});
