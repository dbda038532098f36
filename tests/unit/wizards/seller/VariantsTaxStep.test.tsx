import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { VariantsTaxStep, type VariantsTaxStepProps } from '../../../../src/wizards';
import { renderWithKit } from '../../render';

const f = {
  allow: () => screen.getByRole('switch', { name: 'Allow Varient' }),
  name: () => screen.getByLabelText(/^Varient Name/),
  displayType: () => screen.getByRole('radiogroup', { name: /^Display Type/ }),
  cgst: () => screen.getByLabelText(/^CGST/),
  sgst: () => screen.getByLabelText(/^SGST/),
  igst: () => screen.getByLabelText(/^IGST/),
  next: () => screen.getByRole('button', { name: 'Next' }),
};

function renderStep(props: Partial<VariantsTaxStepProps> = {}) {
  const onSubmit = vi.fn();
  return { onSubmit, ...renderWithKit(<VariantsTaxStep onSubmit={onSubmit} {...props} />) };
}

describe('VariantsTaxStep', { timeout: 20_000 }, () => {
  it('with variants off: only the three tax messages, and no variant fields', async () => {
    const { user, onSubmit } = renderStep();
    expect(
      screen.getByRole('group', { name: 'Product Varient and Tax Details' }),
    ).toBeInTheDocument();
    expect(f.allow()).not.toBeChecked();
    expect(screen.queryByLabelText(/^Varient Name/)).not.toBeInTheDocument();
    await user.click(f.next());
    expect(f.cgst()).toHaveAccessibleDescription(/CGST is required/);
    expect(f.sgst()).toHaveAccessibleDescription(/SGST is required/);
    expect(f.igst()).toHaveAccessibleDescription(/IGST is required/);
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(f.cgst()).toHaveFocus());
  });

  it('with variants on: the header and display type messages too', async () => {
    const { user, onSubmit } = renderStep({ defaultValues: { cgst: 9, sgst: 9, igst: 18 } });
    await user.click(f.allow());
    expect(f.allow()).toBeChecked();
    await user.click(f.next());
    expect(f.name()).toHaveAccessibleDescription('Please Enter Varient Header');
    expect(f.displayType()).toHaveAccessibleDescription(/Please Enter Varient Display Type/);
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(f.name()).toHaveFocus());
  });

  it.each([
    ['cgst', 'CGST must be between 0 and 100'],
    ['sgst', 'SGST must be between 0 and 100'],
    ['igst', 'IGST must be between 0 and 100'],
  ] as const)('%s outside 0 to 100 says so', async (tax, message) => {
    const { user, onSubmit } = renderStep({ defaultValues: { cgst: 5, sgst: 5, igst: 5 } });
    const field = f[tax]();
    await user.clear(field);
    await user.type(field, '101');
    await user.click(f.next());
    expect(field).toHaveAccessibleDescription(new RegExp(message));
    await user.clear(field);
    await user.type(field, '-1');
    await user.click(f.next());
    expect(field).toHaveAccessibleDescription(new RegExp(message));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over numbers and the display type code (Round 0, Rectangle 1, List 2, Card 3)', async () => {
    const { user, onSubmit } = renderStep();
    await user.click(f.allow());
    await user.type(f.name(), ' Size ');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['0', '1', '2', '3']);
    expect(radios.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Round',
      'Rectangle',
      'List',
      'Card',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.type(f.cgst(), '2.5');
    await user.type(f.sgst(), '0');
    await user.type(f.igst(), '100');
    await user.click(f.next());
    expect(onSubmit).toHaveBeenCalledWith({
      variantsEnabled: true,
      variantName: 'Size',
      displayType: 3,
      cgst: 2.5,
      sgst: 0,
      igst: 100,
    });
  });

  it('with variants off hands over no header or display type', async () => {
    const { user, onSubmit } = renderStep({
      defaultValues: { variantsEnabled: true, variantName: 'Size', displayType: 1 },
    });
    expect(screen.getByRole('radio', { name: 'Rectangle' })).toBeChecked();
    await user.click(f.allow());
    await user.type(f.cgst(), '5');
    await user.type(f.sgst(), '5');
    await user.type(f.igst(), '10');
    await user.click(f.next());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ variantsEnabled: false, cgst: 5, sgst: 5, igst: 10 }),
    );
  });

  it('reports drafts with what parses, never on mount', async () => {
    const onValuesChange = vi.fn();
    const { user } = renderStep({ onValuesChange });
    expect(onValuesChange).not.toHaveBeenCalled();
    await user.type(f.cgst(), '12');
    expect(onValuesChange).toHaveBeenLastCalledWith({
      variantsEnabled: false,
      variantName: '',
      displayType: null,
      cgst: 12,
    });
  });

  it("shows the server's refusal and asks to clear it on the next edit", async () => {
    const onEdit = vi.fn();
    const { user } = renderStep({ serverError: 'Product not found', onEdit });
    expect(screen.getByRole('alert')).toHaveTextContent('Product not found');
    await user.type(f.cgst(), '1');
    expect(onEdit).toHaveBeenCalled();
  });
});
