import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BannerModal,
  CollectionModal,
  Level1Modal,
  Level2Modal,
  Level3Modal,
} from '../../../../src/wizards/catalog';
import { fixtureFile } from '../../../fixtures/images/node';
import { slowFile } from '../../../fixtures/images/slow';
import { refusal } from '../../../../src/kernel/errorCodes';
import { renderWithKit } from '../../render';

beforeEach(() => {
  // jsdom has no object URLs (ImageField previews the chosen file).
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const level1 = [
  { value: 301, label: 'Cookware' },
  { value: 302, label: 'Appliances' },
];
const level2 = [{ value: 311, label: 'Pans' }];
const level3 = [{ value: 321, label: 'Frying pans' }];

const dialog = () => screen.getByRole('dialog');
const save = () => within(dialog()).getByRole('button', { name: 'Save' });
const field = (label: string) =>
  within(dialog()).getByLabelText(label, { selector: 'input, select, textarea' });
function base() {
  return { open: true, onClose: vi.fn(), onSubmit: vi.fn() };
}

describe('Level1Modal', () => {
  it('is titled and named for what it adds; says every required message after Save', async () => {
    const props = base();
    const { user } = renderWithKit(<Level1Modal {...props} />);
    expect(within(dialog()).getByRole('heading')).toHaveTextContent('Level1 Category >> Add New');
    expect(dialog()).toHaveAccessibleName('Level1 Category >> Add New');
    await user.click(save());
    expect(await within(dialog()).findByText('Category is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Order Id is required')).toBeInTheDocument();
    await waitFor(() => expect(field('Category')).toHaveFocus());
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('shows no error before a Save', () => {
    renderWithKit(<Level1Modal {...base()} />);
    expect(within(dialog()).queryByText('Category is required')).not.toBeInTheDocument();
  });

  it('submits the trimmed values with a numeric order id', async () => {
    const props = base();
    const { user } = renderWithKit(<Level1Modal {...props} />);
    await user.type(field('Category'), ' Cookware ');
    await user.type(field('Description'), 'Pots and pans');
    await user.type(field('Order Id'), '3');
    await user.click(save());
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    expect(props.onSubmit.mock.calls[0]?.[0]).toEqual({
      level1_name: 'Cookware',
      description: 'Pots and pans',
      level1_order_id: 3,
    });
  });

  it('refuses an order id that is not a number', async () => {
    const props = base();
    const { user } = renderWithKit(<Level1Modal {...props} />);
    await user.type(field('Category'), 'Cookware');
    await user.type(field('Description'), 'Pots');
    await user.type(field('Order Id'), 'abc');
    await user.click(save());
    expect(await within(dialog()).findByText('Please enter a number')).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('Escape closes it untouched, keeps it once typed in; the cross and Cancel close it', async () => {
    const props = base();
    const { user } = renderWithKit(<Level1Modal {...props} />);
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(1);
    await user.type(field('Order Id'), '4');
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(1);
    expect(within(dialog()).getByRole('status')).toHaveTextContent(/Escape does not close it/);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(props.onClose).toHaveBeenCalledTimes(3);
  });

  it("shows the server's message, keeps what was typed, and clears it on edit", async () => {
    const props = { ...base(), serverError: 'Level1 name already exists', onEdit: vi.fn() };
    const { user } = renderWithKit(<Level1Modal {...props} />);
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Level1 name already exists');
    await user.type(field('Category'), 'C');
    expect(props.onEdit).toHaveBeenCalled();
    expect(field('Category')).toHaveValue('C');
  });

  // Issue 46 item 7: a refusal naming a field says the field's label, never its wire name.
  it('words a refusal that names a field with that field’s label, in a sentence', async () => {
    const props = {
      ...base(),
      serverError: 'level1_name must be at most 100 characters',
      serverRefusal: refusal('field-too-long', { field: 'level1_name', limit: 100 }),
    };
    renderWithKit(<Level1Modal {...props} />);
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe(
        'Category must be at most 100 characters',
      ),
    );
    expect(dialog().textContent).not.toContain('level1_name');
  });

  it('keeps Save busy while the submit promise is pending', async () => {
    let finish: () => void = () => {};
    const props = { ...base(), onSubmit: vi.fn(() => new Promise<void>((r) => (finish = r))) };
    const { user } = renderWithKit(<Level1Modal {...props} />);
    await user.type(field('Category'), 'C');
    await user.type(field('Description'), 'D');
    await user.type(field('Order Id'), '1');
    await user.click(save());
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: /Saving/ })).toBeInTheDocument(),
    );
    await user.click(within(dialog()).getByRole('button', { name: /Saving/ }));
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(save()).toBeInTheDocument());
  });

  it('renders nothing while closed', () => {
    renderWithKit(<Level1Modal {...base()} open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Level2Modal', () => {
  it("is titled 'Level2 Category >> Add New' and says each required message", async () => {
    const { user } = renderWithKit(<Level2Modal {...base()} level1Options={level1} />);
    expect(dialog()).toHaveAccessibleName('Level2 Category >> Add New');
    await user.click(save());
    expect(await within(dialog()).findByText('Level1 Category is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Level2 Category is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Order ID is required')).toBeInTheDocument();
  });

  it('submits the chosen level 1 as an id', async () => {
    const props = base();
    const { user } = renderWithKit(<Level2Modal {...props} level1Options={level1} />);
    await user.selectOptions(field('Level1 Category'), 'Appliances');
    await user.type(field('Level2 Category'), 'Mixers');
    await user.type(field('Order ID'), '2');
    await user.click(save());
    await waitFor(() =>
      expect(props.onSubmit.mock.calls[0]?.[0]).toEqual({
        level1_id: 302,
        level2_name: 'Mixers',
        level2_order_id: 2,
      }),
    );
  });
});

describe('Level3Modal', () => {
  it("is titled 'Level3 Category >> Add New' and says each required message", async () => {
    const { user } = renderWithKit(
      <Level3Modal {...base()} level1Options={level1} level2Options={[]} />,
    );
    expect(dialog()).toHaveAccessibleName('Level3 Category >> Add New');
    await user.click(save());
    expect(await within(dialog()).findByText('Level1 Category is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Level2 Category is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Level3 Category is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Level3 Category Order is required')).toBeInTheDocument();
  });

  it('reports the chosen level 1 and empties level 2 when level 1 changes', async () => {
    const props = { ...base(), onLevel1Change: vi.fn() };
    const { user, rerender } = renderWithKit(
      <Level3Modal {...props} level1Options={level1} level2Options={[]} />,
    );
    await user.selectOptions(field('Level1 Category'), 'Cookware');
    expect(props.onLevel1Change).toHaveBeenLastCalledWith(301);
    rerender(<Level3Modal {...props} level1Options={level1} level2Options={level2} />);
    await user.selectOptions(field('Level2 Category'), 'Pans');
    expect(field('Level2 Category')).toHaveValue('311');
    await user.selectOptions(field('Level1 Category'), 'Appliances');
    expect(props.onLevel1Change).toHaveBeenLastCalledWith(302);
    expect(field('Level2 Category')).toHaveValue('');
    await user.selectOptions(field('Level1 Category'), '');
    expect(props.onLevel1Change).toHaveBeenLastCalledWith(null);
  });

  it('keeps Level2 disabled until a Level1 is chosen, then says its options are loading', async () => {
    const { user } = renderWithKit(
      <Level3Modal {...base()} level1Options={level1} level2Options={[]} level2Loading />,
    );
    expect(field('Level2 Category')).toBeDisabled();
    expect(within(dialog()).getByText('Choose Level1 Category first')).toBeInTheDocument();
    expect(within(dialog()).queryByText('Loading options…')).toBeNull();
    await user.selectOptions(field('Level1 Category'), 'Cookware');
    expect(field('Level2 Category')).toBeEnabled();
    expect(within(dialog()).getByText('Loading options…')).toBeInTheDocument();
  });

  it('submits ids, name and order', async () => {
    const props = base();
    const { user } = renderWithKit(
      <Level3Modal {...props} level1Options={level1} level2Options={level2} />,
    );
    await user.selectOptions(field('Level1 Category'), 'Cookware');
    await user.selectOptions(field('Level2 Category'), 'Pans');
    await user.type(field('Level3 Category'), 'Woks');
    await user.type(field('Level3 Category Order'), '4');
    await user.click(save());
    await waitFor(() =>
      expect(props.onSubmit.mock.calls[0]?.[0]).toEqual({
        level1_id: 301,
        level2_id: 311,
        level3_name: 'Woks',
        level3_order_id: 4,
      }),
    );
  });
});

describe('BannerModal', () => {
  const options = { level1Options: level1, level2Options: level2, level3Options: level3 };

  it('says each required message after Save; categories 2 and 3 are optional', async () => {
    const { user } = renderWithKit(<BannerModal {...base()} {...options} />);
    await user.click(save());
    expect(await within(dialog()).findByText('Category 1 is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Order Id is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Banner Image is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Banner Slogan is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Banner Button Text is required')).toBeInTheDocument();
    expect(within(dialog()).queryByText(/Category 2 is/)).not.toBeInTheDocument();
  });

  it("refuses a file that is not an image with 'Only allowed PNG or JPG or WEBP'", async () => {
    renderWithKit(<BannerModal {...base()} {...options} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      within(dialog()).getByLabelText('Banner Image', { selector: 'input' }),
      fixtureFile('exe'),
    );
    expect(
      await within(dialog()).findByText('Only allowed PNG or JPG or WEBP'),
    ).toBeInTheDocument();
  });

  it('cascades: category 1 empties 2 and 3, category 2 empties 3, each reported', async () => {
    const props = { ...base(), onCategory1Change: vi.fn(), onCategory2Change: vi.fn() };
    const { user } = renderWithKit(<BannerModal {...props} {...options} />);
    // Like Add Product: 2 and 3 wait, saying for what, until their parent is chosen.
    expect(field('Category 2')).toBeDisabled();
    expect(field('Category 2')).toHaveAccessibleDescription('Choose Category 1 first');
    expect(field('Category 3')).toBeDisabled();
    expect(field('Category 3')).toHaveAccessibleDescription('Choose Category 2 first');
    await user.selectOptions(field('Category 1'), 'Cookware');
    expect(field('Category 2')).toBeEnabled();
    expect(field('Category 3')).toBeDisabled();
    expect(props.onCategory1Change).toHaveBeenLastCalledWith(301);
    expect(props.onCategory2Change).toHaveBeenLastCalledWith(null);
    await user.selectOptions(field('Category 2'), 'Pans');
    expect(props.onCategory2Change).toHaveBeenLastCalledWith(311);
    await user.selectOptions(field('Category 3'), 'Frying pans');
    await user.selectOptions(field('Category 2'), '');
    expect(field('Category 3')).toHaveValue('');
    await user.selectOptions(field('Category 2'), 'Pans');
    await user.selectOptions(field('Category 3'), 'Frying pans');
    await user.selectOptions(field('Category 1'), 'Appliances');
    expect(field('Category 2')).toHaveValue('');
    expect(field('Category 3')).toHaveValue('');
  });

  it('submits the chosen file and null for empty categories 2 and 3', async () => {
    const props = base();
    const { user } = renderWithKit(<BannerModal {...props} {...options} />);
    const file = fixtureFile('png');
    await user.selectOptions(field('Category 1'), 'Cookware');
    await user.type(field('Order Id'), '1');
    await user.upload(within(dialog()).getByLabelText('Banner Image', { selector: 'input' }), file);
    await user.type(field('Banner Slogan'), 'Cook more');
    await user.type(field('Banner Button Text'), 'Shop');
    await user.click(save());
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    expect(props.onSubmit.mock.calls[0]?.[0]).toEqual({
      category1_id: 301,
      category2_id: null,
      category3_id: null,
      order_id: 1,
      banner_url: file,
      banner_slogan: 'Cook more',
      banner_button_text: 'Shop',
    });
  });
});

describe('BannerModal: Save while the image is being checked', () => {
  const options = { level1Options: level1, level2Options: level2, level3Options: level3 };

  it('waits, busy with its reason, then saves the chosen file', async () => {
    const props = base();
    const { user } = renderWithKit(<BannerModal {...props} {...options} />);
    await user.selectOptions(field('Category 1'), 'Cookware');
    await user.type(field('Order Id'), '1');
    await user.type(field('Banner Slogan'), 'Cook more');
    await user.type(field('Banner Button Text'), 'Shop');
    const slow = slowFile(fixtureFile('png'));
    await user.upload(
      within(dialog()).getByLabelText('Banner Image', { selector: 'input' }),
      slow.file,
    );
    await user.click(save());
    await waitFor(() => expect(save()).toHaveAttribute('aria-busy', 'true'));
    expect(save()).toHaveAccessibleDescription('Checking the chosen image…');
    expect(within(dialog()).queryByText('Banner Image is required')).not.toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();

    slow.release();
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    expect(props.onSubmit.mock.calls[0]?.[0].banner_url).toBe(slow.file);
    expect(within(dialog()).queryByText('Banner Image is required')).not.toBeInTheDocument();
  });

  it('closing the dialog meanwhile saves nothing', async () => {
    const props = base();
    const { user, rerender } = renderWithKit(<BannerModal {...props} {...options} />);
    // Every other field valid: only the closing may keep the save from going out.
    await user.selectOptions(field('Category 1'), 'Cookware');
    await user.type(field('Order Id'), '1');
    await user.type(field('Banner Slogan'), 'Cook more');
    await user.type(field('Banner Button Text'), 'Shop');
    const slow = slowFile(fixtureFile('png'));
    await user.upload(
      within(dialog()).getByLabelText('Banner Image', { selector: 'input' }),
      slow.file,
    );
    await user.click(save());
    await waitFor(() => expect(save()).toHaveAttribute('aria-busy', 'true'));
    rerender(<BannerModal {...props} {...options} open={false} />);
    slow.release();
    // The check has its bytes and has answered: a save it still held would have gone out.
    await act(() => slow.read());
    expect(props.onSubmit).not.toHaveBeenCalled();
    rerender(<BannerModal {...props} {...options} open />);
    expect(save()).not.toHaveAttribute('aria-busy');
  });
});

describe('CollectionModal', () => {
  it("says 'Collection Name is required'", async () => {
    const { user } = renderWithKit(<CollectionModal {...base()} />);
    await user.click(save());
    expect(await within(dialog()).findByText('Collection Name is required')).toBeInTheDocument();
  });

  it('sends unset flags as false and set ones as true', async () => {
    const props = base();
    const { user } = renderWithKit(<CollectionModal {...props} />);
    await user.type(field('Collection Name'), 'Summer');
    await user.click(within(dialog()).getByRole('switch', { name: 'Collection Enable Display' }));
    await user.click(save());
    await waitFor(() =>
      expect(props.onSubmit.mock.calls[0]?.[0]).toEqual({
        collection_name: 'Summer',
        collection_enable_select: false,
        collection_enable_display: true,
      }),
    );
  });
});
