import { common } from './common';
import { fields } from './fields';
import { media } from './media';
import { data } from './data';
import { validation } from './validation';
import { account } from './account';
import { errors } from './errors';
import { chrome } from './chrome';

/** Every area of the kit's strings, keyed by its top-level group in the `sfo` namespace. */
export const areas = { common, fields, media, data, validation, account, errors, chrome };

type Areas = typeof areas;
type Locale = 'en' | 'hi' | 'ar';

function byLocale<L extends Locale>(locale: L): { [A in keyof Areas]: Areas[A][L] } {
  return Object.fromEntries(Object.entries(areas).map(([name, res]) => [name, res[locale]])) as {
    [A in keyof Areas]: Areas[A][L];
  };
}

export const resources = {
  en: /* @__PURE__ */ byLocale('en'),
  hi: /* @__PURE__ */ byLocale('hi'),
  ar: /* @__PURE__ */ byLocale('ar'),
};
export type KitResources = (typeof resources)['en'];
