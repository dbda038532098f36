import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RegisterDetailsStep } from '../../../../src/wizards';
import { renderWithKit } from '../../render';
import { acmeProfile, provinces } from './fixtures';

/** The value a summary gives a label (its `<dd>`). */
function valueOf(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement) || value.tagName !== 'DD')
    throw new Error(`no value for ${label}`);
  return value;
}

describe(
  'RegisterDetailsStep (docs/behaviour.md, "Screens and routes" step 1)',
  { timeout: 20_000 },
  () => {
    it('shows the profile as label/value lists, in company codes, with no field to edit', () => {
      renderWithKit(
        <RegisterDetailsStep profile={acmeProfile()} provinces={provinces} onNext={vi.fn()} />,
      );
      expect(valueOf('Business Name')).toHaveTextContent('Acme Home Stores');
      expect(valueOf('Subdomain for Business')).toHaveTextContent('acme');
      expect(valueOf('Legal Name')).toHaveTextContent('Acme Home Stores Private Limited');
      expect(valueOf('Zip')).toHaveTextContent('400093');
      // business_type 1 is Organization, gender 2 Female in the company's codes.
      expect(valueOf('Type')).toHaveTextContent('Organization');
      expect(valueOf('Gender')).toHaveTextContent('Female');
      expect(valueOf('Province')).toHaveTextContent('Maharashtra');
      expect(valueOf('Country')).toHaveTextContent('India');
      // In the reader's locale, en-IN for English: dd/mm/yyyy (issue 46).
      expect(valueOf('Date of Birth')).toHaveTextContent('19/07/1985');
      // Nothing greyed out that looks editable: no inputs, radios or selects at all.
      expect(screen.queryAllByRole('textbox')).toHaveLength(0);
      expect(screen.queryAllByRole('radio')).toHaveLength(0);
      expect(screen.queryAllByRole('combobox')).toHaveLength(0);
      // Three titled groups; the first one's title is the step's, for assistive tech only.
      const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      expect(headings).toEqual(['Register Details', 'Address', 'Point of Contact']);
      expect(valueOf('Business Name')).toHaveAttribute('dir', 'auto');
      expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    });

    it('shows a date of birth sent as a timestamp as the same day, dd/mm/yyyy', () => {
      const profile = acmeProfile();
      profile.point_of_contact = {
        ...profile.point_of_contact!,
        dob: '1985-07-19T00:00:00.000Z',
      };
      renderWithKit(<RegisterDetailsStep profile={profile} onNext={vi.fn()} />);
      expect(valueOf('Date of Birth')).toHaveTextContent('19/07/1985');
    });

    it('says what was not given instead of an empty box', () => {
      const profile = acmeProfile();
      profile.addressline2 = null;
      renderWithKit(<RegisterDetailsStep profile={profile} onNext={vi.fn()} />);
      expect(valueOf('Address Line2')).toHaveTextContent('Not given');
      expect(valueOf('Address Line2')).toHaveAttribute('data-empty', 'true');
    });

    it('Next goes on without a call', async () => {
      const onNext = vi.fn();
      const { user } = renderWithKit(
        <RegisterDetailsStep profile={acmeProfile()} onNext={onNext} />,
      );
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(onNext).toHaveBeenCalledTimes(1);
    });

    it('reads the seller codes when told to (type 1 Individual, gender 4 Others)', () => {
      const profile = acmeProfile();
      profile.business_type = 1;
      if (profile.point_of_contact) profile.point_of_contact.gender = 4;
      renderWithKit(<RegisterDetailsStep profile={profile} codes="seller" onNext={vi.fn()} />);
      expect(valueOf('Type')).toHaveTextContent('Individual');
      expect(valueOf('Gender')).toHaveTextContent('Others');
    });

    it('is in the reader’s language, dates included', () => {
      renderWithKit(<RegisterDetailsStep profile={acmeProfile()} onNext={vi.fn()} />, {
        locale: 'hi',
      });
      const lists = document.querySelectorAll('dl');
      expect(lists).toHaveLength(3);
      expect(within(lists[2] as HTMLElement).getByText(/1985/)).toBeInTheDocument();
    });
  },
);
