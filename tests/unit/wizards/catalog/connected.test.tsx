import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { UploadAdapter } from '../../../../src/api/BackofficeApi';
import { ApiError } from '../../../../src/kernel/errors';
import type {
  Banner,
  Collection,
  Level1Category,
  Level2Category,
  Level3Category,
} from '../../../../src/api/types';
import { ToastProvider } from '../../../../src/components/Toast';
import { testApi, type TestApiOverrides } from '../../../../src/testing';
import {
  BannerCatalog,
  BannersStep,
  CollectionCatalog,
  CollectionsStep,
  Level1Catalog,
  Level1Step,
  Level2Catalog,
  Level2Step,
  Level3Step,
} from '../../../../src/wizards/catalog';
import { fixtureFile } from '../../../fixtures/images/node';
import { renderWithKit } from '../../render';
import { warmCatalogTables } from './warmTables';

warmCatalogTables();

const COMPANY = 7;
const cookware: Level1Category = {
  level1_id: 301,
  level1_name: 'Cookware',
  description: 'Pots and pans',
  level1_order_id: 1,
  company_po_id: COMPANY,
};
const appliances: Level1Category = { ...cookware, level1_id: 302, level1_name: 'Appliances' };
const pans: Level2Category = {
  level2_id: 311,
  level1_id: 301,
  level2_name: 'Pans',
  level2_order_id: 1,
  level1_name: 'Cookware',
  company_po_id: COMPANY,
};
const mixers: Level2Category = { ...pans, level2_id: 312, level1_id: 302, level2_name: 'Mixers' };
const frying: Level3Category = {
  level3_id: 321,
  level2_id: 311,
  level1_id: 301,
  level3_name: 'Frying pans',
  level3_order_id: 1,
  level1_name: 'Cookware',
  level2_name: 'Pans',
  company_po_id: COMPANY,
};

/** A list that answers `rows` and grows with each create, like a server. */
function store<T>(rows: T[]) {
  const data = [...rows];
  return {
    list: vi.fn(async () => [...data]),
    create: vi.fn(async (_companyId: number, input: unknown) => {
      const row = { ...(input as object), company_po_id: COMPANY } as T;
      data.push(row);
      return row;
    }),
  };
}

function renderCatalog(ui: ReactElement, overrides: TestApiOverrides, uploader?: UploadAdapter) {
  const api = testApi(overrides);
  return renderWithKit(<ToastProvider>{ui}</ToastProvider>, { provider: { api, uploader } });
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) =>
  within(dialog()).getByLabelText(label, { selector: 'input, select, textarea' });
const addNew = () => screen.getByRole('button', { name: 'Add New' });
const save = () => within(dialog()).getByRole('button', { name: 'Save' });
/** The alert showing `text` (the toast regions are alerts too). */
async function alertWith(text: string) {
  const node = await screen.findByText(text);
  const alert = node.closest<HTMLElement>('[role="alert"]');
  expect(alert).not.toBeNull();
  return alert as HTMLElement;
}

describe('Level1Step', { timeout: 20_000 }, () => {
  it("refuses Next with 'Please Enter Atleast One Level1 Category' while the list is empty", async () => {
    const onNext = vi.fn();
    const level1 = store<Level1Category>([]);
    const { user } = renderCatalog(<Level1Step companyId={COMPANY} onNext={onNext} />, { level1 });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await alertWith('Please Enter Atleast One Level1 Category')).toBeVisible();
    expect(onNext).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('adds a category: the create payload, the toast, the modal closes, the row shows, onCreated; a Next pressed meanwhile waits for it', async () => {
    const onNext = vi.fn();
    // The report (the step's completion and the wizard's facts read again) answers when released.
    let release = () => {};
    const onCreated = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const level1 = store<Level1Category>([]);
    const { user } = renderCatalog(
      <Level1Step companyId={COMPANY} onNext={onNext} onCreated={onCreated} />,
      { level1 },
    );
    await screen.findByRole('table');
    await user.click(addNew());
    await user.type(field('Category'), 'Cookware');
    await user.type(field('Description'), 'Pots and pans');
    await user.type(field('Order Id'), '1');
    await user.click(save());
    await waitFor(() =>
      expect(level1.create).toHaveBeenCalledWith(COMPANY, {
        level1_name: 'Cookware',
        description: 'Pots and pans',
        level1_order_id: 1,
      }),
    );
    expect(await screen.findByText('Level1 Category Added Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table')).getByText('Cookware')).toBeInTheDocument();
    expect(level1.list).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const next = () => screen.getByRole('button', { name: 'Next' });
    await user.click(next());
    expect(onNext).not.toHaveBeenCalled();
    expect(next()).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(next()).not.toHaveAttribute('aria-busy');
  });

  it("shows the server's message, keeps what was typed, reports nothing", async () => {
    const onCreated = vi.fn();
    const level1 = {
      list: vi.fn(async () => [cookware]),
      create: vi.fn(() =>
        Promise.reject(new ApiError('Category already exists', { kind: 'rejected', status: 409 })),
      ),
    };
    const { user } = renderCatalog(
      <Level1Step companyId={COMPANY} onNext={vi.fn()} onBack={vi.fn()} onCreated={onCreated} />,
      { level1 },
    );
    await screen.findByRole('table');
    await user.click(addNew());
    await user.type(field('Category'), 'Cookware');
    await user.type(field('Description'), 'Dup');
    await user.type(field('Order Id'), '2');
    await user.click(save());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Category already exists');
    expect(field('Category')).toHaveValue('Cookware');
    expect(field('Order Id')).toHaveValue('2');
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.queryByText('Level1 Category Added Successfully')).not.toBeInTheDocument();
    await user.type(field('Description'), 's');
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes on with a category on record, and Back goes back', async () => {
    const onNext = vi.fn();
    const onBack = vi.fn();
    const { user } = renderCatalog(
      <Level1Step companyId={COMPANY} onNext={onNext} onBack={onBack} />,
      { level1: store([cookware]) },
    );
    expect(await screen.findByText('Pots and pans')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Category' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});

describe('after a create', { timeout: 20_000 }, () => {
  it('a failed completion report (onCreated) shows its message as a toast; the item stays', async () => {
    const level1 = store<Level1Category>([]);
    const onCreated = vi.fn(() =>
      Promise.reject(new ApiError('Could not record the step', { kind: 'rejected', status: 500 })),
    );
    const { user } = renderCatalog(<Level1Catalog companyId={COMPANY} onCreated={onCreated} />, {
      level1,
    });
    await screen.findByRole('table');
    await user.click(addNew());
    await user.type(field('Category'), 'Cookware');
    await user.type(field('Description'), 'Pots');
    await user.type(field('Order Id'), '1');
    await user.click(save());
    expect(await screen.findByText('Level1 Category Added Successfully')).toBeInTheDocument();
    expect(await screen.findByText('Could not record the step')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Cookware')).toBeInTheDocument();
  });
});

describe('catalog tables', { timeout: 20_000 }, () => {
  it('shows a skeleton while the list loads', async () => {
    renderCatalog(<Level1Catalog companyId={COMPANY} />, {
      level1: { list: () => new Promise(() => {}) },
    });
    expect(await screen.findByTestId('catalog-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Level1 Category' })).toBeInTheDocument();
  });

  it('shows a failed list with its message and a Retry that loads it again', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Service unavailable', { kind: 'rejected', status: 503 }))
      .mockResolvedValue([cookware]);
    const { user } = renderCatalog(<Level1Catalog companyId={COMPANY} />, { level1: { list } });
    const alert = await alertWith('The list could not be loaded.');
    expect(alert).toHaveTextContent('Service unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Cookware')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('pages by 5 with 5/10/25 choices and searches', async () => {
    const many = Array.from({ length: 7 }, (_, i) => ({
      ...cookware,
      level1_id: 400 + i,
      level1_name: `Category ${i + 1}`,
    }));
    const { user } = renderCatalog(<Level1Catalog companyId={COMPANY} />, {
      level1: store(many),
    });
    await screen.findByText('Category 1');
    expect(screen.queryByText('Category 6')).not.toBeInTheDocument();
    const sizes = screen.getByRole('combobox', { name: /Rows per page/ });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '25']);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Category 7');
    await waitFor(() => expect(screen.queryByText('Category 1')).not.toBeInTheDocument());
    expect(screen.getByText('Category 7')).toBeInTheDocument();
  });
});

describe('Level2', { timeout: 20_000 }, () => {
  it('sends level1_name with the save, toasts, refreshes only the level 2 list', async () => {
    const level1 = store([cookware, appliances]);
    const level2 = store<Level2Category>([]);
    const onCreated = vi.fn();
    const { user } = renderCatalog(
      <Level2Step companyId={COMPANY} onNext={vi.fn()} onCreated={onCreated} />,
      { level1, level2 },
    );
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Level1 Category' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Level2 Category' })).toBeInTheDocument();
    await user.click(addNew());
    expect(dialog()).toHaveAccessibleName('Level2 Category >> Add New');
    await user.selectOptions(field('Level1 Category'), 'Appliances');
    await user.type(field('Level2 Category'), 'Mixers');
    await user.type(field('Order ID'), '3');
    await user.click(save());
    await waitFor(() =>
      expect(level2.create).toHaveBeenCalledWith(COMPANY, {
        level1_id: 302,
        level2_name: 'Mixers',
        level2_order_id: 3,
        level1_name: 'Appliances',
      }),
    );
    expect(await screen.findByText('Level2 Category Added Successfully')).toBeInTheDocument();
    expect(await within(screen.getByRole('table')).findByText('Mixers')).toBeInTheDocument();
    expect(level2.list).toHaveBeenCalledTimes(2);
    expect(level1.list).toHaveBeenCalledTimes(1);
    expect(onCreated).toHaveBeenCalledTimes(1);
  });
});

describe('Level3', { timeout: 20_000 }, () => {
  it('offers the level 2 categories of the chosen level 1 and sends both names', async () => {
    const level3 = store<Level3Category>([frying]);
    const { user } = renderCatalog(<Level3Step companyId={COMPANY} onNext={vi.fn()} />, {
      level1: store([cookware, appliances]),
      level2: store([pans, mixers]),
      level3,
    });
    expect(await screen.findByText('Frying pans')).toBeInTheDocument();
    for (const name of ['Level1 Category', 'Level2 Category', 'Level3 Category']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    await user.click(addNew());
    expect(dialog()).toHaveAccessibleName('Level3 Category >> Add New');
    const options = () =>
      within(field('Level2 Category'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options()).toEqual(['Select Category']);
    // Like Add Product: disabled, saying why, until its parent is chosen.
    expect(field('Level2 Category')).toBeDisabled();
    expect(field('Level2 Category')).toHaveAccessibleDescription('Choose Level1 Category first');
    await user.selectOptions(field('Level1 Category'), 'Appliances');
    await waitFor(() => expect(options()).toEqual(['Select Category', 'Mixers']));
    expect(field('Level2 Category')).toBeEnabled();
    await user.selectOptions(field('Level1 Category'), 'Cookware');
    await waitFor(() => expect(options()).toEqual(['Select Category', 'Pans']));
    await user.selectOptions(field('Level2 Category'), 'Pans');
    await user.type(field('Level3 Category'), 'Woks');
    await user.type(field('Level3 Category Order'), '2');
    await user.click(save());
    await waitFor(() =>
      expect(level3.create).toHaveBeenCalledWith(COMPANY, {
        level1_id: 301,
        level2_id: 311,
        level3_name: 'Woks',
        level3_order_id: 2,
        level1_name: 'Cookware',
        level2_name: 'Pans',
      }),
    );
    expect(await screen.findByText('Level3 Category Added Successfully')).toBeInTheDocument();
    expect(await within(screen.getByRole('table')).findByText('Woks')).toBeInTheDocument();
  });
});

describe('Banners', { timeout: 20_000 }, () => {
  const banner: Banner = {
    banner_id: 341,
    category1_id: 301,
    category2_id: null,
    category3_id: null,
    order_id: 1,
    banner_url: 'blob:stored/1',
    banner_slogan: 'Cook more, spend less',
    banner_button_text: 'Shop cookware',
    company_po_id: COMPANY,
  };

  it('uploads the image first, then saves the banner with its address and null categories', async () => {
    const calls: string[] = [];
    const banners = store<Banner>([banner]);
    banners.create.mockImplementation(async (_id, input) => {
      calls.push('create');
      return { ...(input as Banner) };
    });
    const uploader: UploadAdapter = {
      upload: vi.fn(async () => {
        calls.push('upload');
        return { key: '7/abc.png', url: 'https://cdn.example/7/abc.png' };
      }),
    };
    const onCreated = vi.fn();
    const { user } = renderCatalog(
      <BannersStep companyId={COMPANY} onNext={vi.fn()} onCreated={onCreated} />,
      { level1: store([cookware]), level2: store([pans]), level3: store([frying]), banners },
      uploader,
    );
    expect(await screen.findByText('Cook more, spend less')).toBeInTheDocument();
    for (const name of ['Banner Slogan', 'Banner Button Text', 'Banner']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: 'Banner: Cook more, spend less' })).toHaveAttribute(
      'src',
      'blob:stored/1',
    );
    await user.click(addNew());
    const file = fixtureFile('png');
    await user.selectOptions(field('Category 1'), 'Cookware');
    await user.type(field('Order Id'), '2');
    await user.upload(field('Banner Image'), file);
    await user.type(field('Banner Slogan'), 'New pans');
    await user.type(field('Banner Button Text'), 'Buy');
    await user.click(save());
    await waitFor(() => expect(banners.create).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['upload', 'create']);
    expect(uploader.upload).toHaveBeenCalledWith(file, { kind: 'banner', company_po_id: COMPANY });
    expect(banners.create).toHaveBeenCalledWith(COMPANY, {
      category1_id: 301,
      category2_id: null,
      category3_id: null,
      order_id: 2,
      banner_url: 'https://cdn.example/7/abc.png',
      banner_slogan: 'New pans',
      banner_button_text: 'Buy',
    });
    expect(await screen.findByText('Banner Added Successfully')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledTimes(1);
  });

  it('sends the chosen categories 2 and 3 and does not upload twice on a retry', async () => {
    const banners = store<Banner>([]);
    banners.create
      .mockRejectedValueOnce(new ApiError('Order Id is taken', { kind: 'rejected', status: 400 }))
      .mockImplementation(async (_id, input) => ({ ...(input as Banner) }));
    const uploader: UploadAdapter = {
      upload: vi.fn(async () => ({ key: '7/x.png', url: 'https://cdn.example/7/x.png' })),
    };
    const { user } = renderCatalog(
      <BannerCatalog companyId={COMPANY} />,
      { level1: store([cookware]), level2: store([pans]), level3: store([frying]), banners },
      uploader,
    );
    await screen.findByRole('table');
    await user.click(addNew());
    await user.selectOptions(field('Category 1'), 'Cookware');
    await waitFor(() =>
      expect(within(field('Category 2')).getByRole('option', { name: 'Pans' })).toBeInTheDocument(),
    );
    await user.selectOptions(field('Category 2'), 'Pans');
    await waitFor(() =>
      expect(
        within(field('Category 3')).getByRole('option', { name: 'Frying pans' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(field('Category 3'), 'Frying pans');
    await user.type(field('Order Id'), '1');
    await user.upload(field('Banner Image'), fixtureFile('webp'));
    await user.type(field('Banner Slogan'), 'S');
    await user.type(field('Banner Button Text'), 'B');
    await user.click(save());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Order Id is taken');
    await user.click(save());
    await waitFor(() => expect(banners.create).toHaveBeenCalledTimes(2));
    expect(uploader.upload).toHaveBeenCalledTimes(1);
    expect(banners.create).toHaveBeenLastCalledWith(
      COMPANY,
      expect.objectContaining({ category1_id: 301, category2_id: 311, category3_id: 321 }),
    );
  });

  it('shows an upload refusal and saves nothing', async () => {
    const banners = store<Banner>([]);
    const uploader: UploadAdapter = {
      upload: vi.fn(() =>
        Promise.reject(new ApiError('Images must be 5 MB or smaller', { kind: 'rejected' })),
      ),
    };
    const { user } = renderCatalog(
      <BannerCatalog companyId={COMPANY} />,
      { level1: store([cookware]), level2: store([]), level3: store([]), banners },
      uploader,
    );
    await screen.findByRole('table');
    await user.click(addNew());
    await user.selectOptions(field('Category 1'), 'Cookware');
    await user.type(field('Order Id'), '1');
    await user.upload(field('Banner Image'), fixtureFile('png'));
    await user.type(field('Banner Slogan'), 'S');
    await user.type(field('Banner Button Text'), 'B');
    await user.click(save());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Images must be 5 MB or smaller',
    );
    expect(banners.create).not.toHaveBeenCalled();
  });
});

describe('Collections', { timeout: 20_000 }, () => {
  it('sends unset flags as false, toasts, shows Yes/No in the table', async () => {
    const collections = store<Collection>([]);
    collections.create.mockImplementation(async (_id, input) => ({
      ...(input as Collection),
      collection_id: 351,
    }));
    collections.list.mockResolvedValueOnce([]).mockResolvedValue([
      {
        collection_id: 351,
        collection_name: 'Summer',
        collection_enable_select: true,
        collection_enable_display: false,
        company_po_id: COMPANY,
      },
    ]);
    const onCreated = vi.fn();
    const { user } = renderCatalog(
      <CollectionsStep companyId={COMPANY} onNext={vi.fn()} onCreated={onCreated} />,
      { collections },
    );
    await screen.findByRole('table');
    for (const name of [
      'Collection Name',
      'Collection Enable Select',
      'Collection Enable Display',
    ]) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    await user.click(addNew());
    await user.type(field('Collection Name'), 'Summer');
    await user.click(within(dialog()).getByRole('switch', { name: 'Collection Enable Select' }));
    await user.click(save());
    await waitFor(() =>
      expect(collections.create).toHaveBeenCalledWith(COMPANY, {
        collection_name: 'Summer',
        collection_enable_select: true,
        collection_enable_display: false,
      }),
    );
    expect(await screen.findByText('Collection Added Successfully')).toBeInTheDocument();
    const row = (await screen.findByText('Summer')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText('No')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledTimes(1);
  });

  it('a standalone piece has no Back or Next', async () => {
    renderCatalog(<CollectionCatalog companyId={COMPANY} />, { collections: store([]) });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});

describe('Level2Catalog', () => {
  it('embeds on its own without reporting anything', async () => {
    renderCatalog(<Level2Catalog companyId={COMPANY} />, {
      level1: store([cookware]),
      level2: store([pans]),
    });
    expect(await screen.findByText('Pans')).toBeInTheDocument();
  });
});

/** A level 1 list whose Cookware has subcategories (refused), Appliances none (removed). */
function level1Store() {
  const rows = [cookware, appliances];
  return {
    list: vi.fn(async () => [...rows]),
    create: vi.fn(),
    remove: vi.fn(async (_company: number, id: number) => {
      if (id === cookware.level1_id) {
        throw new ApiError('This entry is in use: remove what refers to it first', {
          kind: 'rejected',
          status: 409,
          code: 'catalog-entry-in-use',
        });
      }
      rows.splice(
        rows.findIndex((row) => row.level1_id === id),
        1,
      );
    }),
  };
}

const cell = (name: string) => screen.findByRole('cell', { name });

const question = () => screen.getByRole('dialog', { name: 'Remove this entry?' });

describe('removing catalog entries (docs/behaviour.md, "States and transitions", "A seller\'s catalog")', () => {
  it('offers no Remove without `removable`', async () => {
    const level1 = level1Store();
    renderCatalog(<Level1Catalog companyId={COMPANY} />, { level1 });
    await cell('Appliances');
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('asks first, Cancel keeps the row, Remove removes it and says so', async () => {
    const level1 = level1Store();
    const { user } = renderCatalog(<Level1Catalog companyId={COMPANY} removable />, { level1 });
    await cell('Appliances');
    await user.click(screen.getByRole('button', { name: 'Remove Appliances' }));
    expect(
      within(question()).getByText(/“Appliances” will be removed from Level1 Category/),
    ).toBeVisible();
    // A destructive question starts on Cancel.
    expect(within(question()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question()).getByRole('button', { name: 'Cancel' }));
    expect(level1.remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove Appliances' }));
    await user.click(within(question()).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Appliances' })).toBeNull());
    expect(level1.remove).toHaveBeenCalledWith(COMPANY, appliances.level1_id);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('“Appliances” removed')).toBeInTheDocument();
    // The row and its button are gone: focus is on the list's heading, not lost.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Level1 Category' })).toHaveFocus(),
    );
  });

  it('shows a refusal in the dialog and keeps the row', async () => {
    const level1 = level1Store();
    const { user } = renderCatalog(<Level1Catalog companyId={COMPANY} removable />, { level1 });
    await cell('Cookware');
    await user.click(screen.getByRole('button', { name: 'Remove Cookware' }));
    await user.click(within(question()).getByRole('button', { name: 'Remove' }));
    expect(
      await within(question()).findByText('This entry is in use: remove what refers to it first'),
    ).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Cookware' })).toBeInTheDocument();
  });

  it('names a collection by its name in the question', async () => {
    const summer: Collection = {
      collection_id: 41,
      collection_name: 'Summer',
      collection_enable_select: true,
      collection_enable_display: false,
      company_po_id: COMPANY,
    };
    const collections = {
      list: vi.fn(async () => [summer]),
      create: vi.fn(),
      remove: vi.fn(async () => undefined),
    };
    const { user } = renderCatalog(<CollectionCatalog companyId={COMPANY} removable />, {
      collections,
    });
    await cell('Summer');
    await user.click(screen.getByRole('button', { name: 'Remove Summer' }));
    expect(within(question()).getByText(/“Summer” will be removed from Collections/)).toBeVisible();
  });
});
