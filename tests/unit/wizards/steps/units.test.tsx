import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import {
  CompanyInformationStep,
  SellerDetailsStep,
  VariantsTaxStep,
} from '../../../../src/wizards';
import { renderWithKit } from '../../render';
import { provinces } from './fixtures';

/** The unit shown in the field whose name is exactly `name`, and the field. */
function unitOf(name: string) {
  const input = screen.getByRole('textbox', { name });
  const box = input.closest('[data-part="unit"]');
  const symbol = box?.querySelector('[aria-hidden="true"]');
  return { input, symbol: symbol?.textContent ?? null };
}

describe('units as field adornments (issue 46, item 6)', { timeout: 20_000 }, () => {
  it('money in rupees: Monthly Purchase Minimum shows ₹, its name stays the label', () => {
    renderWithKit(<CompanyInformationStep onSubmit={vi.fn()} />);
    const { input, symbol } = unitOf('Monthly Purchase Minimum');
    expect(symbol).toBe('₹');
    expect(input).toHaveAccessibleDescription('in Indian rupees');
    // Counts are not money.
    expect(unitOf('Maximum Products').symbol).toBeNull();
  });

  it('commission in percent', () => {
    renderWithKit(<SellerDetailsStep provinces={provinces} onSubmit={vi.fn()} />);
    const { input, symbol } = unitOf('Commission Percentage');
    expect(symbol).toBe('%');
    expect(input).toHaveAccessibleDescription(/in percent/);
  });

  it('taxes in percent, the hint saying it once', () => {
    renderWithKit(<VariantsTaxStep onSubmit={vi.fn()} />);
    for (const tax of ['CGST', 'SGST', 'IGST']) {
      const { input, symbol } = unitOf(tax);
      expect(symbol).toBe('%');
      expect(input).toHaveAccessibleDescription('A percentage from 0 to 100');
    }
  });

  it('in Arabic the unit is said in Arabic', () => {
    renderWithKit(<CompanyInformationStep onSubmit={vi.fn()} />, { locale: 'ar' });
    const input = document.querySelector('[data-part="unit"] input') as HTMLInputElement;
    expect(input).toHaveAccessibleDescription('بالروبية الهندية');
  });
});
