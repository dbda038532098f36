import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../../src/kernel/errors';
import type { Brand, Level1Category } from '../../../../src/api/types';
import { AddProductStep, type AddProductStepProps } from '../../../../src/wizards';
import { brands, level1, level2, level3 } from '../../../../stories/wizards/seller/fixtures';
import { renderWithKit } from '../../render';

const f = {
  name: () => screen.getByLabelText(/^Product Name/),
  category1: () => screen.getByLabelText<HTMLSelectElement>(/^Category 1/),
  category2: () => screen.getByLabelText<HTMLSelectElement>(/^Category 2/),
  category3: () => screen.getByLabelText<HTMLSelectElement>(/^Category 3/),
  brand: () => screen.getByLabelText<HTMLSelectElement>(/^Brand/, { selector: 'select' }),
  model: () => screen.getByLabelText('Model'),
  colour: () => screen.getByLabelText('Colour'),
  packing: () => screen.getByLabelText('Packing'),
  next: () => screen.getByRole('button', { name: 'Next' }),
  addBrand: () => screen.getByRole('button', { name: 'Add New brand' }),
};
const optionLabels = (select: HTMLSelectElement) =>
  [...select.options].filter((o) => o.value !== '').map((o) => o.textContent);

function renderStep(props: Partial<AddProductStepProps> = {}) {
  const onSubmit = vi.fn();
  const result = renderWithKit(
    <AddProductStep
      onSubmit={onSubmit}
      level1={level1}
      level2={level2}
      level3={level3}
      brands={brands}
      {...props}
    />,
  );
  return { onSubmit, ...result };
}

describe('AddProductStep', { timeout: 20_000 }, () => {
  it('Next on an empty form shows the three messages and sends nothing', async () => {
    const { user, onSubmit } = renderStep();
    expect(screen.getByRole('group', { name: 'Add Product' })).toBeInTheDocument();
    await user.click(f.next());
    expect(f.name()).toHaveAccessibleDescription('Product Name is required');
    expect(f.category1()).toHaveAccessibleDescription('Category 1 is required');
    expect(f.brand()).toHaveAccessibleDescription('Brand Name is required');
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(f.name()).toHaveFocus());
  });

  it('offers only the children of the chosen parent and clears them when the parent changes', async () => {
    const onCategory1Change = vi.fn();
    const onCategory2Change = vi.fn();
    const { user } = renderStep({ onCategory1Change, onCategory2Change });
    expect(f.category2()).toBeDisabled();
    expect(f.category2()).toHaveAccessibleDescription('Choose Category 1 first');
    await user.selectOptions(f.category1(), 'Electronics');
    expect(onCategory1Change).toHaveBeenLastCalledWith(11);
    expect(optionLabels(f.category2())).toEqual(['Phones', 'Audio']);
    await user.selectOptions(f.category2(), 'Audio');
    expect(onCategory2Change).toHaveBeenLastCalledWith(22);
    expect(optionLabels(f.category3())).toEqual(['Headphones']);
    await user.selectOptions(f.category3(), 'Headphones');

    await user.selectOptions(f.category1(), 'Home');
    expect(onCategory1Change).toHaveBeenLastCalledWith(12);
    expect(f.category2()).toHaveValue('');
    expect(f.category3()).toHaveValue('');
    expect(f.category3()).toBeDisabled();
    expect(optionLabels(f.category2())).toEqual(['Kitchen']);
  });

  it('says the options are loading while the parent’s children load', () => {
    renderStep({ defaultValues: { category1Id: 11 }, level2: [], level2Loading: true });
    expect(f.category2()).toHaveAccessibleDescription('Loading options…');
    expect(f.category2()).toHaveAttribute('aria-busy', 'true');
  });

  it('hands over the values in its own names, empty categories 2 and 3 as null', async () => {
    const { user, onSubmit } = renderStep();
    await user.type(f.name(), '  Phone X ');
    await user.selectOptions(f.category1(), 'Electronics');
    await user.selectOptions(f.brand(), 'Globex');
    await user.type(f.model(), 'X1');
    await user.type(f.colour(), 'Blue');
    await user.type(f.packing(), 'Box');
    await user.click(f.next());
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Phone X',
      category1Id: 11,
      category2Id: null,
      category3Id: null,
      brand: 'Globex',
      model: 'X1',
      colour: 'Blue',
      packing: 'Box',
      description: '',
      specifications: '',
    });
  });

  it('keeps a draft: reports each change, and starts from the values it is given', async () => {
    const onValuesChange = vi.fn();
    const { user, onSubmit } = renderStep({
      onValuesChange,
      defaultValues: {
        name: 'Kettle',
        category1Id: 12,
        category2Id: 23,
        category3Id: 33,
        brand: 'Acme',
        description: '<p>Boils</p>',
      },
    });
    expect(onValuesChange).not.toHaveBeenCalled();
    expect(f.category3()).toHaveValue('33');
    await user.type(f.model(), 'K');
    expect(onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Kettle', category1Id: 12, category3Id: 33, model: 'K' }),
    );
    await user.click(f.next());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ category2Id: 23, category3Id: 33, description: '<p>Boils</p>' }),
    );
  });

  it("'Add New' opens 'Brand >> Add New'; the new brand is created and selected", async () => {
    const created: Brand = { brand_id: 99, brand_name: 'Initech', company_po_id: 1 };
    const onCreateBrand = vi.fn().mockResolvedValue(created);
    const { user, onSubmit } = renderStep({ onCreateBrand });
    await user.click(f.addBrand());
    const dialog = screen.getByRole('dialog', { name: 'Brand >> Add New' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText(/^Brand Name/)).toHaveAccessibleDescription(
      'Brand Name is required',
    );
    expect(onCreateBrand).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/^Brand Name/), ' Initech {Enter}');
    expect(onCreateBrand).toHaveBeenCalledWith({ brand_name: 'Initech' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(f.brand()).toHaveValue('Initech');
    expect(document.querySelector('[data-announcer]')).toHaveTextContent(
      'Brand Initech added and selected',
    );
    // The modal's submit did not submit the product.
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('on a store without categories, Add New under Category 1 creates one and selects it', async () => {
    const created: Level1Category = {
      level1_id: 77,
      level1_name: 'Cookware',
      description: 'Pots and pans',
      level1_order_id: 1,
      company_po_id: 1,
    };
    const onCreateLevel1 = vi.fn().mockResolvedValue(created);
    const onCategory1Change = vi.fn();
    const { user, onSubmit, rerender } = renderStep({
      level1: [],
      onCreateLevel1,
      onCategory1Change,
    });
    expect(optionLabels(f.category1())).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add New category' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Category/), 'Cookware');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Pots and pans');
    await user.type(within(dialog).getByLabelText(/^Order Id/), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onCreateLevel1).toHaveBeenCalledWith(
      expect.objectContaining({ level1_name: 'Cookware', level1_order_id: 1 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCategory1Change).toHaveBeenCalledWith(77);
    expect(document.querySelector('[data-announcer]')).toHaveTextContent(
      'Category Cookware added and selected',
    );
    await waitFor(() => expect(f.category1()).toHaveValue('77'));
    // The refreshed list arrives: the new category stays Category 1's choice.
    rerender(
      <AddProductStep
        onSubmit={onSubmit}
        level1={[created]}
        brands={brands}
        onCreateLevel1={onCreateLevel1}
      />,
    );
    expect(f.category1()).toHaveValue('77');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('without onCreateLevel1 there is no Add New under Category 1', () => {
    renderStep();
    expect(screen.queryByRole('button', { name: 'Add New category' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a brand in the modal, and keeps it open", async () => {
    const onCreateBrand = vi
      .fn()
      .mockRejectedValue(new ApiError('Brand exists', { kind: 'rejected', status: 409 }));
    const { user } = renderStep({ onCreateBrand });
    await user.click(f.addBrand());
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Brand Name/), 'Acme{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Brand exists');
    await user.type(within(dialog).getByLabelText(/^Brand Name/), '2');
    expect(within(dialog).queryByText('Brand exists')).not.toBeInTheDocument();
  });

  it('without onCreateBrand there is no Add New link', () => {
    renderStep();
    expect(screen.queryByRole('button', { name: 'Add New brand' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and asks to clear it on the next edit", async () => {
    const onEdit = vi.fn();
    const { user } = renderStep({ serverError: 'Category not found', onEdit });
    expect(screen.getByRole('alert')).toHaveTextContent('Category not found');
    await user.type(f.name(), 'a');
    expect(onEdit).toHaveBeenCalled();
  });

  it('while submitting, Next is busy and ignores clicks', async () => {
    const { user, onSubmit } = renderStep({
      submitting: true,
      defaultValues: { name: 'a', category1Id: 11, brand: 'Acme' },
    });
    expect(f.next()).toHaveAttribute('aria-busy', 'true');
    await user.click(f.next());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
