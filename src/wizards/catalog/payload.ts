import type { Level2Create, Level3Create } from '../../api/BackofficeApi';
import type { CollectionInput, Id, Level1Category, Level2Category } from '../../api/types';
import type {
  BannerValues,
  CollectionValues,
  Level2Values,
  Level3Values,
} from '../../validation/catalog';
import type { BannerDraft } from './queries';
import type { CatalogOption } from './types';

/** Names of the records `rows` holds, by id, for the parents' names a save carries. */
function nameOf<R>(
  rows: readonly R[] | undefined,
  id: Id,
  idOf: (row: R) => Id,
  name: (row: R) => string,
) {
  const row = rows?.find((candidate) => idOf(candidate) === id);
  return row ? name(row) : undefined;
}

/** A level 2 save: the form plus `level1_name` (docs/behaviour.md, "Calls"). */
export function level2Payload(
  values: Level2Values,
  level1: readonly Level1Category[] | undefined,
): Level2Create {
  return {
    level1_id: values.level1_id,
    level2_name: values.level2_name,
    level2_order_id: values.level2_order_id,
    level1_name: nameOf(
      level1,
      values.level1_id,
      (r) => r.level1_id,
      (r) => r.level1_name,
    ),
  };
}

/** A level 3 save: the form plus `level1_name` and `level2_name` (docs/behaviour.md, "Calls"). */
export function level3Payload(
  values: Level3Values,
  level1: readonly Level1Category[] | undefined,
  level2: readonly Level2Category[] | undefined,
): Level3Create {
  return {
    level1_id: values.level1_id,
    level2_id: values.level2_id,
    level3_name: values.level3_name,
    level3_order_id: values.level3_order_id,
    level1_name: nameOf(
      level1,
      values.level1_id,
      (r) => r.level1_id,
      (r) => r.level1_name,
    ),
    level2_name: nameOf(
      level2,
      values.level2_id,
      (r) => r.level2_id,
      (r) => r.level2_name,
    ),
  };
}

/** A banner save: empty categories 2 and 3 are null (docs/behaviour.md, "States and transitions"). */
export function bannerPayload(values: BannerValues): BannerDraft {
  return {
    category1_id: values.category1_id,
    category2_id: values.category2_id ?? null,
    category3_id: values.category3_id ?? null,
    order_id: values.order_id,
    banner_url: values.banner_url as BannerDraft['banner_url'],
    banner_slogan: values.banner_slogan,
    banner_button_text: values.banner_button_text,
  };
}

/** A collection save: flags left unset are false (docs/behaviour.md, "States and transitions"). */
export function collectionPayload(values: CollectionValues): CollectionInput {
  return {
    collection_name: values.collection_name,
    collection_enable_select: values.collection_enable_select === true,
    collection_enable_display: values.collection_enable_display === true,
  };
}

/** Select options from a list: `value` the id, `label` the name. */
export function toOptions<R>(
  rows: readonly R[] | undefined,
  idOf: (row: R) => Id,
  name: (row: R) => string,
): CatalogOption[] {
  return (rows ?? []).map((row) => ({ value: idOf(row), label: name(row) }));
}
