import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_COUNTRY } from '../../../../src/wizards/steps/country';
import {
  sellerUpdatePayload,
  sellerValuesFromRecord,
} from '../../../../src/wizards/steps/sellerDetails/step';
import { SellerDetailsStep, type SellerDetailsValues } from '../../../../src/wizards';
import { renderWithKit } from '../../render';
import { provinces } from './fixtures';

const NOW = new Date('2026-06-15T12:00:00Z');
const save = () => screen.getByRole('button', { name: 'Save' });
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });

/** A complete seller in the company's codes (type 1 Organization, gender 2 Female). */
const complete: SellerDetailsValues = {
  sellerType: 1,
  businessType: 1,
  businessName: 'Kumar Kitchenware',
  legalName: 'Kumar Kitchenware LLP',
  registrationNumber: '',
  registrationDate: '',
  panNumber: 'AAKFK1234L',
  tanNumber: '',
  gstinNumber: '29AAKFK1234L1Z2',
  commissionPercentage: 7.5,
  maximumProducts: 500,
  officePhone: '9123456780',
  officeEmail: 'sales@kumar.example.com',
  website: '',
  insta: '',
  linkedin: '',
  addressLine1: '',
  addressLine2: '',
  streetNo: '',
  streetName: '',
  area: '',
  region: '',
  zip: '560034',
  province: 'KA',
  contactFirstName: 'Ravi',
  contactLastName: 'Kumar',
  contactTitle: 'Partner',
  contactGender: 2,
  contactDateOfBirth: '1990-02-01',
  contactPhone: '9123456781',
  contactEmail: 'ravi@kumar.example.com',
};

describe(
  'SellerDetailsStep (docs/behaviour.md, "Validation" Seller details)',
  { timeout: 30_000 },
  () => {
    it('shows the country read-only, saying why, as the billing step does', () => {
      renderWithKit(<SellerDetailsStep provinces={provinces} onSubmit={vi.fn()} now={NOW} />);
      expect(input(/^Country/)).toHaveAttribute('readonly');
      expect(input(/^Country/)).not.toBeDisabled();
      expect(input(/^Country/)).toHaveAccessibleDescription('Stores are registered in India only');
    });

    it('Save with nothing shows every required message and sends nothing', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithKit(
        <SellerDetailsStep provinces={provinces} onSubmit={onSubmit} now={NOW} />,
      );
      await user.click(save());
      const messages = [
        'Seller Type is required',
        'Business Type is required',
        'Business Name is required',
        'Legal Name is required',
        'Pan Number is required',
        'GSTIN Number is required',
        'Commission Persentage is required',
        'Maximum Products is required',
        'Office Phone is required',
        'Office Email address is required',
        'Zip is Required',
        'Province is required',
        'First Name is required',
        'Title is required',
        'Gender is required',
        'Date of birth is required',
        'Phone is required',
        'Email address is required',
      ];
      // Each beside its field, and again as a link in the error summary at the form's top (and
      // in the summary's announcement of this Save, read once, not shown).
      for (const message of messages) {
        await waitFor(() =>
          expect(screen.getAllByText(message, { ignore: '.sfo-visually-hidden *' })).toHaveLength(
            2,
          ),
        );
      }
      expect(screen.queryByText('Tan Number is required')).toBeNull();
      // The first invalid field a reader meets is the seller type.
      await waitFor(() => expect(document.activeElement).toHaveAttribute('type', 'radio'));
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('asks for the TAN only when the host requires it; e-mails must be valid', async () => {
      const { user } = renderWithKit(
        <SellerDetailsStep
          provinces={provinces}
          onSubmit={vi.fn()}
          now={NOW}
          requireTan
          defaultValues={{ ...complete, officeEmail: 'Sales@x', contactEmail: 'ravi@' }}
        />,
      );
      await user.click(save());
      // The field's own message (the error summary, a lazy chunk, may list it as a link too).
      await waitFor(() =>
        expect(input(/^Tan Number/)).toHaveAccessibleDescription('Tan Number is required'),
      );
      expect(input(/^Office Email/)).toHaveAccessibleDescription('Office Email is Invalid');
      expect(input(/^Email ID/)).toHaveAccessibleDescription('Email is Invalid');
    });

    it('refuses an admin younger than 18', async () => {
      const { user } = renderWithKit(
        <SellerDetailsStep
          provinces={provinces}
          onSubmit={vi.fn()}
          now={NOW}
          defaultValues={{ ...complete, contactDateOfBirth: '2010-01-01' }}
        />,
      );
      await user.click(save());
      await waitFor(() => expect(input(/^Date of Birth/)).toHaveAttribute('aria-invalid', 'true'));
      expect(input(/^Date of Birth/)).toHaveAttribute('max', '2008-06-15');
    });

    it('checks the GSTIN against the province, again whenever the province changes', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithKit(
        <SellerDetailsStep
          provinces={provinces}
          onSubmit={onSubmit}
          now={NOW}
          defaultValues={{ ...complete, province: 'MH' }}
        />,
      );
      const gstin = input(/^GSTIN Number/);
      await user.click(save());
      await waitFor(() =>
        expect(gstin).toHaveAccessibleDescription('GSTIN does not match the province'),
      );
      expect(onSubmit).not.toHaveBeenCalled();
      // Choosing the GSTIN's state (29, Karnataka) clears it without touching the GSTIN…
      await user.selectOptions(input(/^Province/), 'KA');
      await waitFor(() => expect(gstin).not.toHaveAttribute('aria-invalid', 'true'));
      // …and another state brings it back.
      await user.selectOptions(input(/^Province/), 'TN');
      await waitFor(() =>
        expect(gstin).toHaveAccessibleDescription('GSTIN does not match the province'),
      );
      await user.selectOptions(input(/^Province/), 'KA');
      await user.click(save());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    });

    it('reports the values in the company codes', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithKit(
        <SellerDetailsStep
          provinces={provinces}
          onSubmit={onSubmit}
          now={NOW}
          defaultValues={complete}
        />,
      );
      expect(screen.getAllByRole('radio', { name: 'Organization' })[0]).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
      await user.click(screen.getByRole('radio', { name: 'Others' }));
      await user.click(save());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...complete, contactGender: 3 });
    });

    it('reads and reports the seller wizard codes (type 1/2, gender 2/3/4)', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithKit(
        <SellerDetailsStep
          codes="seller"
          provinces={provinces}
          onSubmit={onSubmit}
          now={NOW}
          defaultValues={{ ...complete, sellerType: 1, businessType: 2, contactGender: 4 }}
        />,
      );
      const [typeIndividual] = screen.getAllByRole('radio', { name: 'Individual' });
      expect(typeIndividual).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Others' })).toBeChecked();
      await user.click(screen.getByRole('radio', { name: 'Male' }));
      await user.click(save());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
        sellerType: 1,
        businessType: 2,
        contactGender: 2,
      });
    });
  },
);

describe('sellerUpdatePayload (docs/behaviour.md, "Entities" Seller)', () => {
  it('sends the seller_ fields, the province long name, the fixed country and the ids', () => {
    const payload = sellerUpdatePayload(complete, {
      sellerId: 201,
      companyId: 1,
      businessSubdomain: 'acme',
      provinces,
      country: DEFAULT_COUNTRY,
    });
    expect(payload).toMatchObject({
      seller_id: 201,
      company_id: 1,
      business_subdomain: 'acme',
      seller_type: 1,
      seller_admin_gender: 2,
      seller_comm_percentage: 7.5,
      seller_stateshort: 'KA',
      seller_statelong: 'Karnataka',
      seller_country: 'India',
      seller_countryshort: 'IND',
      seller_tan_number: null,
      seller_admin_dob: '1990-02-01',
    });
  });

  it('reads a stored seller back as starting values', () => {
    const values = sellerValuesFromRecord({
      seller_id: 201,
      company_id: 1,
      seller_business_name: 'Kumar Kitchenware',
      seller_admin_gender: 3,
      seller_zip: null as unknown as string,
    });
    expect(values).toEqual({ businessName: 'Kumar Kitchenware', contactGender: 3 });
  });
});
