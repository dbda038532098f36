import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Level1Category } from '../../../../src/api/types';
import { ToastProvider } from '../../../../src/components/Toast';
import { testApi } from '../../../../src/testing';
import { Level1Step } from '../../../../src/wizards/catalog';
import { renderWithKit } from '../../render';
import { warmCatalogTables } from './warmTables';

warmCatalogTables();

describe('catalog by keyboard alone', { timeout: 20_000 }, () => {
  it('opens Add New, fills it, saves from the keyboard; focus goes into the dialog and back to Add New', async () => {
    const rows: Level1Category[] = [];
    const level1 = {
      list: vi.fn(async () => [...rows]),
      create: vi.fn(
        async (_id: number, input: Omit<Level1Category, 'level1_id' | 'company_po_id'>) => {
          const row = { ...input, level1_id: 1, company_po_id: 7 };
          rows.push(row);
          return row;
        },
      ),
    };
    const onNext = vi.fn();
    const { user } = renderWithKit(
      <ToastProvider>
        <Level1Step companyId={7} onNext={onNext} />
      </ToastProvider>,
      { provider: { api: testApi({ level1 }) } },
    );
    const addNew = await screen.findByRole('button', { name: 'Add New' });
    addNew.focus();
    await user.keyboard('{Enter}');
    // Named for what it adds, by its visible title.
    const dialog = await screen.findByRole('dialog', { name: 'Level1 Category >> Add New' });
    await waitFor(() => expect(within(dialog).getByLabelText('Category')).toHaveFocus());
    await user.keyboard('Cookware');
    // Something typed: Escape keeps the dialog and says why.
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(/Escape does not close it/);
    await user.tab();
    await user.keyboard('Pots and pans');
    await user.tab();
    await user.keyboard('1');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(level1.create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add New' })).toHaveFocus());
    expect(await within(screen.getByRole('table')).findByText('Cookware')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});
