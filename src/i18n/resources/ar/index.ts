import type { KitTranslation } from '../index';
import { common } from './common';
import { fields } from './fields';
import { validation } from './validation';
import { account } from './account';
import { errors } from './errors';

/**
 * The kit's core strings in Arabic: one chunk, loaded on demand (../../locales.ts). The media and
 * data primitives', the wizards' and the chrome's strings are chunks of their own (./components-ar.ts, ./wizards-ar.ts,
 * ./chrome-ar.ts).
 */
export const ar: KitTranslation = {
  common,
  fields,
  validation,
  account,
  errors,
};
