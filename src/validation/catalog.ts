import type { InferType } from 'yup';
import { BANNER, COLLECTION, LEVEL1, LEVEL2, LEVEL3 } from '../kernel/fields/catalog';
import { schemaOf } from './build';
import type { SchemaOptions } from './fields';

/*
 * The catalog's add-new forms, from their field definitions (src/kernel/fields/catalog.ts; the
 * rules' wording: docs/behaviour.md, "Validation").
 */

/** Add level 1 category: name, description and a whole order id. */
export function createLevel1Schema(options: SchemaOptions = {}) {
  return schemaOf(LEVEL1, options);
}
export type Level1Values = InferType<ReturnType<typeof createLevel1Schema>>;

/** Add level 2 category: its level 1, name and a whole order id. */
export function createLevel2Schema(options: SchemaOptions = {}) {
  return schemaOf(LEVEL2, options);
}
export type Level2Values = InferType<ReturnType<typeof createLevel2Schema>>;

/** Add level 3 category: its level 1 and level 2, name and a whole order. */
export function createLevel3Schema(options: SchemaOptions = {}) {
  return schemaOf(LEVEL3, options);
}
export type Level3Values = InferType<ReturnType<typeof createLevel3Schema>>;

/**
 * Add banner: category 1, a whole order id, image (a file or an uploaded URL), slogan and button
 * text required; categories 2 and 3 optional (null when empty).
 */
export function createBannerSchema(options: SchemaOptions = {}) {
  return schemaOf(BANNER, options);
}
export type BannerValues = InferType<ReturnType<typeof createBannerSchema>>;

/** Add collection: the name required; the two flags false when left empty. */
export function createCollectionSchema(options: SchemaOptions = {}) {
  return schemaOf(COLLECTION, options);
}
export type CollectionValues = InferType<ReturnType<typeof createCollectionSchema>>;
