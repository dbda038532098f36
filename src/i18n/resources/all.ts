import { en } from './index';
import { hi } from './hi';
import { ar } from './ar';

/**
 * Every shipped locale, eagerly: for tests, Storybook and the reference server, which want each
 * translation at once. No package entry exports it, so hosts never bundle it by accident.
 */
export const allLocales = { en, hi, ar };
/** The same, in the form `createI18n({ preloaded })` takes. */
export const preloadedLocales = { hi, ar };
