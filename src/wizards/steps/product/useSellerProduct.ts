import { useCallback, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BackofficeApi, UploadAdapter } from '../../../api/BackofficeApi';
import { useBackofficeApi, useSession, useTenant, useUploader } from '../../../api/context';
import { useKitQueryClient } from '../../../api/query';
import type { SessionStore } from '../../../api/session/SessionStore';
import type { Id, Product } from '../../../api/types';
import { queryKeys } from '../../internal/queryKeys';
import { onboardingReads } from '../../internal/reads';
import { DEFAULT_COUNTRY } from '../country';
import { uploadImage } from '../../internal/upload';
import { variantsFromProduct, variantsPayload } from '../variants/step';
import type { VariantsFormValues } from '../variants/VariantsTaxStep';
import type { ProductFormValues } from './AddProductStep';
import { productCreatePayload, type ProductOwner } from './step';

// ---------------------------------------------------------------- the product id

/**
 * The product id the seller wizard holds: kept in the session store once created or found, so a
 * second Next moves on without a call (docs/behaviour.md, "Seller wizard"). It goes with the
 * session at sign-out; the product itself is then found again among the seller's products.
 */
export function heldProductId(store: SessionStore): Id | null {
  return store.get()?.user.prod_id ?? null;
}

/** Keeps the new product's id with the signed-in seller. */
export function keepProductId(store: SessionStore, prodId: Id): void {
  store.update({ prod_id: prodId });
}

/** Who the product belongs to, from the signed-in seller; null while nobody (or no seller) is. */
export function productOwner(
  store: SessionStore,
  // The default (and only) country is the product's origin (docs/behaviour.md, "Constants").
  countryOrigin: string = DEFAULT_COUNTRY.name,
): ProductOwner | null {
  const user = store.get()?.user;
  if (user?.company_po_id == null || user.seller_id == null) return null;
  return { companyId: user.company_po_id, sellerId: user.seller_id, countryOrigin };
}

// ---------------------------------------------------------------- the calls, without React

/**
 * Step 1's Next: creates the product unless the seller has one (held in the session, or found
 * among its own products on the server: after signing in again, or on another device), then
 * keeps its id. Resolves with the id and whether this call created it.
 */
export async function createProductOnce(
  api: BackofficeApi,
  store: SessionStore,
  values: ProductFormValues,
  owner: ProductOwner,
): Promise<{ prodId: Id; created: boolean }> {
  const held = heldProductId(store);
  if (held !== null) return { prodId: held, created: false };
  // A seller's list holds its own products only (docs/api-contract.md).
  const [own] = await api.products.list(owner.companyId);
  if (own) {
    keepProductId(store, own.prod_id);
    return { prodId: own.prod_id, created: false };
  }
  const prodId = await api.products.create(productCreatePayload(values, owner));
  keepProductId(store, prodId);
  return { prodId, created: true };
}

/**
 * Step 3's Next (docs/behaviour.md, "States and transitions"): uploads the image through the upload adapter under the
 * product (`{company_po_id}/products/{prod_id}/logo.{ext}`), then sends the variant form again
 * with `summary_image_url`. The uploader checks the file's bytes first: a refused file is never
 * stored and nothing is saved.
 */
export async function saveProductLogo(
  api: BackofficeApi,
  uploader: UploadAdapter | null,
  target: { companyId: Id; prodId: Id },
  file: Blob,
  variants: VariantsFormValues,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const url = await uploadImage(
    uploader,
    file,
    { kind: 'product-logo', company_po_id: target.companyId, prod_id: target.prodId },
    onProgress,
  );
  await api.products.saveVariants(variantsPayload(target.prodId, variants, url));
  return url;
}

/** The variant values of a stored product, complete enough to send again (taxes 0 if unset). */
export function savedVariants(product: Product): VariantsFormValues {
  const values = variantsFromProduct(product);
  return {
    variantsEnabled: values.variantsEnabled ?? false,
    variantName: values.variantName ?? '',
    displayType: values.displayType ?? null,
    cgst: values.cgst ?? 0,
    sgst: values.sgst ?? 0,
    igst: values.igst ?? 0,
  };
}

// ---------------------------------------------------------------- hooks

/**
 * The seller's product in the wizard: the held id, the stored record, and step 1's create (once).
 * Two quick Nexts share one create call; a held id (after a reload too) means no call at all.
 *
 * @example
 * const product = useSellerProduct();
 * <AddProductStep onSubmit={async (v) => { await product.create(v); next(); }} … />
 */
export function useSellerProduct(options: { countryOrigin?: string } = {}) {
  const api = useBackofficeApi();
  const tenant = useTenant();
  const client = useKitQueryClient();
  const { session, store } = useSession();
  const held = session?.user.prod_id ?? null;
  const companyId = session?.user.company_po_id ?? null;
  const isSeller = session?.user.seller_id != null;
  const pending = useRef<Promise<{ prodId: Id; created: boolean }> | null>(null);

  // The seller's own products on the server: the product is found there, not only in the session.
  const own = useQuery(
    onboardingReads.products(api, tenant, companyId, held === null && isSeller),
    client,
  );
  const prodId = held ?? own.data?.[0]?.prod_id ?? null;

  const product = useQuery(onboardingReads.product(api, tenant, prodId), client);

  const mutation = useMutation(
    {
      mutationFn: (values: ProductFormValues) => {
        const owner = productOwner(store, options.countryOrigin);
        if (!owner) throw new Error('useSellerProduct: no signed-in seller');
        return createProductOnce(api, store, values, owner);
      },
      onSuccess: () =>
        client.invalidateQueries({ queryKey: queryKeys.products(tenant, companyId ?? 0) }),
    },
    client,
  );

  const { mutateAsync } = mutation;
  const create = useCallback(
    (values: ProductFormValues) => {
      pending.current ??= mutateAsync(values).finally(() => {
        pending.current = null;
      });
      return pending.current;
    },
    [mutateAsync],
  );

  return {
    /** The product id once created (kept across reloads), else null. */
    prodId,
    /** The stored product (for prefilling steps 2 and 3). */
    product,
    /** True while the seller's products are being looked up on the server. */
    productsLoading: held === null && isSeller && companyId !== null && own.isPending,
    /** Creates the product unless one is held; resolves with its id. */
    create,
    creating: mutation.isPending,
    createError: mutation.error,
    resetCreateError: mutation.reset,
  };
}

/**
 * Step 2's save: `page2` with the variant and tax values and the product id; the stored product
 * is read again afterwards.
 */
export function useSaveVariants(prodId: Id | null) {
  const api = useBackofficeApi();
  const tenant = useTenant();
  const client = useKitQueryClient();
  return useMutation(
    {
      mutationFn: async (values: VariantsFormValues) => {
        if (prodId === null) throw new Error('useSaveVariants: no product yet');
        await api.products.saveVariants(variantsPayload(prodId, values));
      },
      onSuccess: () =>
        client.invalidateQueries({ queryKey: queryKeys.product(tenant, prodId ?? 0) }),
    },
    client,
  );
}

/**
 * Step 3's save: uploads the image (reporting progress) then saves `summary_image_url` with the
 * variant values sent again. Resolves with the image's URL.
 */
export function useSaveProductLogo(target: { companyId: Id | null; prodId: Id | null }) {
  const api = useBackofficeApi();
  const uploader = useUploader();
  const tenant = useTenant();
  const client = useKitQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation(
    {
      mutationFn: async ({ file, variants }: { file: Blob; variants: VariantsFormValues }) => {
        const { companyId, prodId } = target;
        if (companyId === null || prodId === null) {
          throw new Error('useSaveProductLogo: no product yet');
        }
        setProgress(0);
        try {
          return await saveProductLogo(
            api,
            uploader,
            { companyId, prodId },
            file,
            variants,
            setProgress,
          );
        } finally {
          setProgress(null);
        }
      },
      onSuccess: () =>
        client.invalidateQueries({ queryKey: queryKeys.product(tenant, target.prodId ?? 0) }),
    },
    client,
  );
  return { ...mutation, progress };
}
