import type { TranslationShape } from '../shape';
import { common } from './common';
import { fields } from './fields';
import { media } from './media';
import { data } from './data';
import { validation } from './validation';
import { account } from './account';
import { errors } from './errors';
import { catalog } from './catalog';
import { wizard } from './wizard';
import { seller } from './seller';
import { chrome } from './chrome';

/**
 * Every area of the kit's strings in English, keyed by its top-level group in the `sfo`
 * namespace. English is bundled (it is the fallback); the other locales live in `./hi` and
 * `./ar`, one module each, loaded when a reader picks them (../locales.ts).
 */
export const en = {
  common,
  fields,
  media,
  data,
  validation,
  account,
  errors,
  catalog,
  wizard,
  seller,
  chrome,
};

export type KitResources = typeof en;
/** A whole translation of the kit: every key English has. */
export type KitTranslation = TranslationShape<KitResources>;
