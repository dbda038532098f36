import type { TranslationShape } from '../shape';
import type { KitCoreResources } from './core';
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
import { team } from './team';
import { resend } from './resend';
import { setup } from './setup';

/**
 * Every area of the kit's strings in English, keyed by its top-level group in the `sfo`
 * namespace: for tests, types and hosts that want the whole table. `createI18n` bundles only the
 * core areas (./core.ts); the wizards' and the chrome's come with their entries (../areas.ts).
 * Other locales live in `./hi` and `./ar`, loaded when a reader picks them (../locales.ts).
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
  team,
  resend,
  setup,
};

export type KitResources = typeof en;
/**
 * A translation of the kit's core strings (what `loadLocale` returns and `createI18n({ preloaded })`
 * takes): every key the core English has. The wizards' and the chrome's areas load with their
 * components (../areas.ts); a whole translation (as `allLocales` holds) is accepted as well.
 */
export type KitTranslation = TranslationShape<KitCoreResources>;
/** A translation of every area of the kit. */
export type KitFullTranslation = TranslationShape<KitResources>;
