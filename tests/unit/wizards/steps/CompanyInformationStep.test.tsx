import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CompanyInformationStep } from '../../../../src/wizards';
import { renderWithKit } from '../../render';
import { fixtureFile } from '../../../fixtures/images/node';

const next = () => screen.getByRole('button', { name: 'Next' });
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe(
  'CompanyInformationStep (docs/behaviour.md, "Validation" step 2)',
  { timeout: 20_000 },
  () => {
    it('starts with the defaults 90, 2000 and 1000', () => {
      renderWithKit(<CompanyInformationStep onSubmit={vi.fn()} />);
      expect(field(/^Password Expiry Days/)).toHaveValue('90');
      expect(field(/^Monthly Purchase Minimum/)).toHaveValue('2000');
      expect(field(/^Maximum Products/)).toHaveValue('1000');
    });

    it('Next with nothing shows every message, focuses the logo and sends nothing', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithKit(<CompanyInformationStep onSubmit={onSubmit} />);
      await user.click(next());
      // The field's own message (the error summary, a lazy chunk, may list it as a link too).
      expect(
        await screen.findByText('Please Upload Logo', { selector: '[id$="-error"]' }),
      ).toBeVisible();
      expect(field(/^Office Phone/)).toHaveAccessibleDescription('Office Phone is required');
      expect(field(/^Office Email/)).toHaveAccessibleDescription('Email address is required');
      await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
      expect(document.activeElement?.closest('form')?.querySelector('[aria-invalid="true"]')).toBe(
        document.activeElement,
      );
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('says "Email is Invalid" for a malformed office, accounts or enquiry e-mail', async () => {
      const { user } = renderWithKit(<CompanyInformationStep onSubmit={vi.fn()} />);
      await user.type(field(/^Office Email/), 'not-an-email');
      await user.type(field(/^Accounts Email/), 'accounts@example.c');
      await user.click(next());
      await waitFor(() =>
        expect(field(/^Office Email/)).toHaveAccessibleDescription('Email is Invalid'),
      );
      expect(field(/^Accounts Email/)).toHaveAccessibleDescription('Email is Invalid');
    });

    it('a logo on record satisfies the rule; Next reports the values with numbers', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithKit(
        <CompanyInformationStep
          onSubmit={onSubmit}
          onBack={vi.fn()}
          defaultValues={{ logo: '1/logo.png', officePhone: '9820012345', maximumProducts: 50 }}
        />,
      );
      await user.type(field(/^Office Email/), 'office@acme.example.com');
      await user.clear(field(/^Password Expiry Days/));
      await user.type(field(/^Password Expiry Days/), '30');
      await user.click(next());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]?.[0]).toEqual({
        logo: '1/logo.png',
        registrationNumber: '',
        registrationDate: '',
        panNumber: '',
        officePhone: '9820012345',
        officeEmail: 'office@acme.example.com',
        accountsPhone: '',
        accountsEmail: '',
        website: '',
        insta: '',
        linkedin: '',
        passwordExpiryDays: 30,
        enquiryEmail: '',
        monthlyPurchaseMinimum: 2000,
        maximumProducts: 50,
      });
    });

    it('hands over a chosen PNG as a file; refuses a renamed program', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithKit(
        <CompanyInformationStep
          onSubmit={onSubmit}
          defaultValues={{ officePhone: '1', officeEmail: 'a@b.co' }}
        />,
      );
      const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!picker) throw new Error('no file input');
      await user.upload(picker, fixtureFile('exe'));
      expect(await screen.findByText('Only allowed PNG or JPG or WEBP')).toBeVisible();
      await user.upload(picker, fixtureFile('png'));
      await user.click(next());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]?.[0].logo).toBeInstanceOf(File);
    });

    it('reports edits as a draft and clears a refusal through onEdit', async () => {
      const onValuesChange = vi.fn();
      const onEdit = vi.fn();
      const { user } = renderWithKit(
        <CompanyInformationStep
          onSubmit={vi.fn()}
          onValuesChange={onValuesChange}
          onEdit={onEdit}
          serverError="Please Upload Logo"
        />,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Please Upload Logo');
      await user.type(field(/^Pan Number/), 'A');
      expect(onEdit).toHaveBeenCalled();
      expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ panNumber: 'A' }));
    });
  },
);
