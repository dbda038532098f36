import type { KitTranslation } from '../index';
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

/** The kit in Arabic: one module, loaded on demand (../../locales.ts). */
export const ar: KitTranslation = {
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
