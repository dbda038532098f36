import { object, type InferType } from 'yup';
import {
  flag,
  optionalId,
  orderId,
  requiredId,
  requiredImage,
  requiredText,
  type SchemaOptions,
} from './fields';
import { V } from './messages';
import { MAX_LENGTH } from '../kernel/formLimits';

/** Add level 1 category (docs/behaviour.md §5): name, description and a whole order id. */
export function createLevel1Schema(_options: SchemaOptions = {}) {
  return object({
    level1_name: requiredText(V.level1.nameRequired, MAX_LENGTH.level1_name),
    description: requiredText(V.level1.descriptionRequired, MAX_LENGTH.description),
    level1_order_id: orderId(V.level1.orderRequired),
  });
}
export type Level1Values = InferType<ReturnType<typeof createLevel1Schema>>;

/** Add level 2 category (docs/behaviour.md §5): its level 1, name and a whole order id. */
export function createLevel2Schema(_options: SchemaOptions = {}) {
  return object({
    level1_id: requiredId(V.level2.level1Required),
    level2_name: requiredText(V.level2.nameRequired, MAX_LENGTH.level2_name),
    level2_order_id: orderId(V.level2.orderRequired),
  });
}
export type Level2Values = InferType<ReturnType<typeof createLevel2Schema>>;

/** Add level 3 category (docs/behaviour.md §5): its level 1 and level 2, name and a whole order. */
export function createLevel3Schema(_options: SchemaOptions = {}) {
  return object({
    level1_id: requiredId(V.level3.level1Required),
    level2_id: requiredId(V.level3.level2Required),
    level3_name: requiredText(V.level3.nameRequired, MAX_LENGTH.level3_name),
    level3_order_id: orderId(V.level3.orderRequired),
  });
}
export type Level3Values = InferType<ReturnType<typeof createLevel3Schema>>;

/**
 * Add banner (docs/behaviour.md §5): category 1, a whole order id, image (a file or an uploaded
 * URL), slogan and button text required; categories 2 and 3 optional (null when empty).
 */
export function createBannerSchema(_options: SchemaOptions = {}) {
  return object({
    category1_id: requiredId(V.banner.category1Required),
    category2_id: optionalId(),
    category3_id: optionalId(),
    order_id: orderId(V.banner.orderRequired),
    banner_url: requiredImage(V.banner.imageRequired, MAX_LENGTH.banner_url),
    banner_slogan: requiredText(V.banner.sloganRequired, MAX_LENGTH.banner_slogan),
    banner_button_text: requiredText(V.banner.buttonTextRequired, MAX_LENGTH.banner_button_text),
  });
}
export type BannerValues = InferType<ReturnType<typeof createBannerSchema>>;

/** Add collection (docs/behaviour.md §5): the name required; the two flags false when left empty. */
export function createCollectionSchema(_options: SchemaOptions = {}) {
  return object({
    collection_name: requiredText(V.collection.nameRequired, MAX_LENGTH.collection_name),
    collection_enable_select: flag(),
    collection_enable_display: flag(),
  });
}
export type CollectionValues = InferType<ReturnType<typeof createCollectionSchema>>;
