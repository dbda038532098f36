import { useMemo, useRef } from 'react';
import { queryOptions, useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type {
  BackofficeApi,
  CatalogResource,
  Level2Create,
  Level3Create,
} from '../../api/BackofficeApi';
import { useBackofficeApi, useTenant, useUploader } from '../../api/context';
import { useKitQueryClient } from '../../api/query';
import type {
  Banner,
  BannerInput,
  Brand,
  BrandInput,
  Collection,
  CollectionInput,
  Id,
  Level1Category,
  Level1Input,
  Level2Category,
  Level3Category,
} from '../../api/types';
import type { ImageValue } from '../../validation/fields';
import { uploadImage } from '../internal/upload';
import { queryKeys, type CatalogList } from '../internal/queryKeys';
import type { CatalogOption } from './types';

/** The row each catalog list holds. */
export interface CatalogRows {
  level1: Level1Category;
  level2: Level2Category;
  level3: Level3Category;
  banners: Banner;
  collections: Collection;
  brands: Brand;
}

/** What each catalog create sends (level 2 and 3 carry their parents' names). */
export interface CatalogInputs {
  level1: Level1Input;
  level2: Level2Create;
  level3: Level3Create;
  banners: BannerInput;
  collections: CollectionInput;
  brands: BrandInput;
}

function resource<L extends CatalogList>(
  api: BackofficeApi,
  list: L,
): CatalogResource<CatalogRows[L], CatalogInputs[L]> {
  // `api[list]` is the union of the six resources; the maps above say which one `list` picks.
  return api[list] as unknown as CatalogResource<CatalogRows[L], CatalogInputs[L]>;
}

/** The query of one catalog list of a company: `useCatalogList` reads it, `primeStoreReads` fills it. */
export function catalogListQuery<L extends CatalogList>(
  api: BackofficeApi,
  tenant: string | null,
  list: L,
  companyId: Id,
) {
  return queryOptions({
    queryKey: queryKeys.list(tenant, list, companyId),
    queryFn: ({ signal }): Promise<CatalogRows[L][]> =>
      resource(api, list).list(companyId, { signal }),
  });
}

/**
 * One catalog list of a company (`api.level1.list`, `api.banners.list` …) through the kit's query
 * client, under `queryKeys.list` (docs/architecture.md, "Server state").
 *
 * @example
 * const level1 = useCatalogList('level1', companyId);
 * if (level1.isPending) return <Skeleton />;
 */
export function useCatalogList<L extends CatalogList>(
  list: L,
  companyId: Id,
): UseQueryResult<CatalogRows[L][]> {
  const api = useBackofficeApi();
  const tenant = useTenant();
  const client = useKitQueryClient();
  return useQuery(catalogListQuery(api, tenant, list, companyId), client);
}

/** Options of a cascading select: what to offer and whether they are still loading. */
export interface CascadingOptions {
  /** The children of the chosen parent; empty while nothing is chosen. */
  options: CatalogOption[];
  /** True while the list they come from loads. */
  loading: boolean;
}

function useChildOptions<L extends 'level2' | 'level3'>(
  list: L,
  companyId: Id,
  parentId: Id | null | undefined,
  toOption: (row: CatalogRows[L], parentId: Id) => CatalogOption | null,
): CascadingOptions {
  const query = useCatalogList(list, companyId);
  const rows = query.data;
  const options = useMemo(() => {
    if (parentId === null || parentId === undefined || !rows) return [];
    return rows.flatMap((row) => toOption(row, parentId) ?? []);
  }, [rows, parentId, toOption]);
  return { options, loading: parentId !== null && parentId !== undefined && query.isPending };
}

const level2Option = (row: Level2Category, level1Id: Id): CatalogOption | null =>
  row.level1_id === level1Id ? { value: row.level2_id, label: row.level2_name } : null;
const level3Option = (row: Level3Category, level2Id: Id): CatalogOption | null =>
  row.level2_id === level2Id ? { value: row.level3_id, label: row.level3_name } : null;

/**
 * The level 2 categories under the chosen level 1, for Level3Modal and BannerModal: they follow
 * the choice (docs/behaviour.md, "States and transitions") and refresh with the level 2 list after a create.
 *
 * @example
 * const [level1, setLevel1] = useState<Id | null>(null);
 * const level2 = useLevel2Options(companyId, level1);
 */
export function useLevel2Options(companyId: Id, level1Id: Id | null | undefined): CascadingOptions {
  return useChildOptions('level2', companyId, level1Id, level2Option);
}

/** The level 3 categories under the chosen level 2 (BannerModal's third select). */
export function useLevel3Options(companyId: Id, level2Id: Id | null | undefined): CascadingOptions {
  return useChildOptions('level3', companyId, level2Id, level3Option);
}

/**
 * A create that refreshes exactly its own list: the returned promise settles once the list has
 * been fetched again, so the new row is on screen when the caller closes its modal.
 */
/**
 * A mutation of `list` for `companyId` whose success refreshes that list (the one list query a
 * create or a removal changes).
 */
function useListMutation<V, R>(
  list: CatalogList,
  companyId: Id,
  mutate: (api: BackofficeApi, values: V) => Promise<R>,
) {
  const api = useBackofficeApi();
  const tenant = useTenant();
  const client = useKitQueryClient();
  return useMutation(
    {
      mutationFn: (values: V) => mutate(api, values),
      onSuccess: () =>
        client.invalidateQueries({
          queryKey: queryKeys.list(tenant, list, companyId),
          exact: true,
        }),
    },
    client,
  );
}

function useCatalogMutation<L extends CatalogList, V>(
  list: L,
  companyId: Id,
  create: (
    values: V,
    save: (input: CatalogInputs[L]) => Promise<CatalogRows[L]>,
  ) => Promise<CatalogRows[L]>,
) {
  return useListMutation(list, companyId, (api, values: V) =>
    create(values, (input) => resource(api, list).create(companyId, input)),
  );
}

const passThrough = <I, R>(input: I, save: (input: I) => Promise<R>) => save(input);

/**
 * Creates a catalog item (`api.level1.create` …) and refreshes its list.
 *
 * @example
 * const create = useCreateCatalogItem('level1', companyId);
 * await create.mutateAsync({ level1_name: 'Cookware', description: 'Pots', level1_order_id: 1 });
 */
export function useCreateCatalogItem<L extends CatalogList>(list: L, companyId: Id) {
  return useCatalogMutation<L, CatalogInputs[L]>(list, companyId, passThrough);
}

/**
 * Removes a catalog entry (`api.level1.remove` …; docs/api-contract.md, "Removing catalog
 * entries") and refreshes its list; the promise settles once the row is gone from the screen.
 *
 * @example
 * const remove = useRemoveCatalogItem('level1', companyId);
 * await remove.mutateAsync(row.level1_id);
 */
export function useRemoveCatalogItem(list: CatalogList, companyId: Id) {
  return useListMutation(list, companyId, (api, entryId: Id) =>
    api[list].remove(companyId, entryId),
  );
}

/** A banner to save: its image may still be a chosen file. */
export type BannerDraft = Omit<BannerInput, 'banner_url'> & { banner_url: ImageValue };

/**
 * Creates a banner: a chosen image is uploaded first through the upload adapter (its address
 * becomes `banner_url`, docs/behaviour.md, "Validation" Images), then the banner is saved and the list
 * refreshed. A retry after a failed save does not upload the same file twice.
 */
export function useCreateBanner(companyId: Id) {
  const uploader = useUploader();
  const uploaded = useRef(new WeakMap<Blob, string>());
  return useCatalogMutation<'banners', BannerDraft>('banners', companyId, async (draft, save) => {
    const image = draft.banner_url;
    let banner_url: string;
    if (typeof image === 'string') banner_url = image;
    else {
      const known = uploaded.current.get(image);
      banner_url =
        known ?? (await uploadImage(uploader, image, { kind: 'banner', company_po_id: companyId }));
      uploaded.current.set(image, banner_url);
    }
    return save({ ...draft, banner_url });
  });
}
