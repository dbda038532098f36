import type { KitFullTranslation } from './index';
import { en } from './index';
import { hi } from './hi';
import { ar } from './ar';
import * as hiWizards from './hi/wizards-hi';
import * as arWizards from './ar/wizards-ar';
import * as hiChrome from './hi/chrome-hi';
import * as hiComponents from './hi/components-hi';
import * as arComponents from './ar/components-ar';
import * as arChrome from './ar/chrome-ar';
import * as hiTeam from './hi/team-hi';
import * as arTeam from './ar/team-ar';
import * as hiResend from './hi/resend-hi';
import * as arResend from './ar/resend-ar';
import * as hiSetup from './hi/setup-hi';
import * as arSetup from './ar/setup-ar';

const hiFull: KitFullTranslation = {
  ...hi,
  ...hiComponents,
  ...hiWizards,
  ...hiChrome,
  ...hiTeam,
  ...hiResend,
  ...hiSetup,
};
const arFull: KitFullTranslation = {
  ...ar,
  ...arComponents,
  ...arWizards,
  ...arChrome,
  ...arTeam,
  ...arResend,
  ...arSetup,
};

/**
 * Every shipped locale with every area, eagerly: for tests, Storybook and the reference server,
 * which want each translation at once. No package entry exports it, so hosts never bundle it by
 * accident.
 */
export const allLocales = { en, hi: hiFull, ar: arFull };
/** The same, in the form `createI18n({ preloaded })` takes. */
export const preloadedLocales = { en, hi: hiFull, ar: arFull };
