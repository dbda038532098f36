import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { BackofficeApi } from '../../../../../src/api/BackofficeApi';
import { BackofficeProvider } from '../../../../../src/api/BackofficeProvider';
import type { Brand } from '../../../../../src/api/types';
import { createI18n } from '../../../../../src/i18n';
import { testApi } from '../../../../../src/testing';
import { BrandModal, useBrands, useCreateBrand } from '../../../../../src/wizards/catalog/brand';
import { queryKeys } from '../../../../../src/wizards/internal/queryKeys';
import { renderWithKit } from '../../../render';

const acme: Brand = { brand_id: 1, brand_name: 'Acme', company_po_id: 3 };
const initech: Brand = { brand_id: 2, brand_name: 'Initech', company_po_id: 3 };

function setup(api: BackofficeApi) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createI18n();
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <BackofficeProvider api={api} i18n={i18n} tenant="acme" queryClient={queryClient}>
        {children}
      </BackofficeProvider>
    );
  }
  return { queryClient, wrapper };
}

describe('BrandModal', { timeout: 20_000 }, () => {
  const renderModal = (props: Partial<Parameters<typeof BrandModal>[0]> = {}) => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    const result = renderWithKit(
      <BrandModal open onClose={onClose} onSubmit={onSubmit} {...props} />,
    );
    return { ...result, onSubmit, onClose };
  };

  it("is titled 'Brand >> Add New' and requires the name ('Brand Name is required')", async () => {
    const { user, onSubmit } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Brand >> Add New' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/^Brand Name/)).toHaveAccessibleDescription(
      'Brand Name is required',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Brand Name/), ' Initech {Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ brand_name: 'Initech' });
  });

  it('Escape closes it while empty, keeps it (and says why) once a name is typed', async () => {
    const { user, onClose } = renderModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText(/^Brand Name/), 'Ini');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'This form holds what you typed, so Escape does not close it: Save it, or Cancel to discard it.',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal and reports edits", async () => {
    const onEdit = vi.fn();
    const { user } = renderModal({ serverError: 'Brand exists', onEdit });
    expect(screen.getByRole('alert')).toHaveTextContent('Brand exists');
    await user.type(screen.getByLabelText(/^Brand Name/), 'x');
    expect(onEdit).toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderModal({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('brand server state', () => {
  it("useBrands lists the company's brands under the tenant's key", async () => {
    const list = vi.fn().mockResolvedValue([acme]);
    const { wrapper, queryClient } = setup(testApi({ brands: { list } }));
    const { result } = renderHook(() => useBrands(3), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([acme]));
    expect(list).toHaveBeenCalledWith(3, expect.objectContaining({ signal: expect.anything() }));
    expect(queryClient.getQueryData(queryKeys.list('acme', 'brands', 3))).toEqual([acme]);
  });

  it('useCreateBrand sends { brand_name } for the company, reports no page, refreshes the list', async () => {
    const list = vi.fn().mockResolvedValueOnce([acme]).mockResolvedValue([acme, initech]);
    const create = vi.fn().mockResolvedValue(initech);
    const completeStep = vi.fn();
    const { wrapper } = setup(testApi({ brands: { list, create }, company: { completeStep } }));
    const { result } = renderHook(() => ({ brands: useBrands(3), create: useCreateBrand(3) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.brands.data).toEqual([acme]));
    let made: Brand | undefined;
    await act(async () => {
      made = await result.current.create.mutateAsync({ brand_name: 'Initech' });
    });
    expect(made).toEqual(initech);
    expect(create).toHaveBeenCalledWith(3, { brand_name: 'Initech' });
    await waitFor(() => expect(result.current.brands.data).toEqual([acme, initech]));
    expect(list).toHaveBeenCalledTimes(2);
    expect(completeStep).not.toHaveBeenCalled();
  });
});
