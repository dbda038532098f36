import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import type { Level1Category } from '../../src/api/types';
import { ToastProvider } from '../../src/components/Toast';
import { testApi } from '../../src/testing';
import { Level1Step } from '../../src/wizards/catalog';
import { renderWithKit } from '../unit/render';

afterEach(() => cleanup());

function renderStep() {
  const level1 = {
    list: vi.fn(async (): Promise<Level1Category[]> => []),
    create: vi.fn(),
  };
  renderWithKit(
    <ToastProvider>
      <Level1Step companyId={7} onNext={() => {}} />
    </ToastProvider>,
    { provider: { api: testApi({ level1 }) } },
  );
}

async function openAddNew() {
  const addNew = await screen.findByRole('button', { name: 'Add New' }, { timeout: 10_000 });
  addNew.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Level1 Category >> Add New' });
  await waitFor(() => expect(within(dialog).getByLabelText(/^Category/)).toHaveFocus());
  return { addNew, dialog };
}

describe('catalog dialogs by keyboard (Chromium)', () => {
  it('the close (×) button is the first stop of the dialog, right before its first field', async () => {
    renderStep();
    const { dialog } = await openAddNew();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(close).toHaveFocus();
    // It comes before the title's content, the fields and the footer in reading order too.
    const heading = within(dialog).getByRole('heading', { name: 'Level1 Category >> Add New' });
    expect(heading.compareDocumentPosition(close) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const first = within(dialog).getByLabelText(/^Category/);
    expect(close.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('Escape closes an untouched dialog and gives focus back to Add New', async () => {
    renderStep();
    const { addNew } = await openAddNew();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(addNew).toHaveFocus());
  });

  it('with something typed, Escape keeps the dialog and says why; Cancel closes it', async () => {
    renderStep();
    const { addNew, dialog } = await openAddNew();
    const status = within(dialog).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.keyboard('Cookware');
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Category/)).toHaveValue('Cookware');
    expect(status).toHaveTextContent(
      'This form holds what you typed, so Escape does not close it: Save it, or Cancel to discard it.',
    );
    expect(status).toBeVisible();
    within(dialog).getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(addNew).toHaveFocus());
  });
});
