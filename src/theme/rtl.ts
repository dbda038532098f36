import type rtlPluginImport from 'stylis-plugin-rtl';

/*
 * Right to left: which locales are written so, and the stylesheet plugin that mirrors physical
 * CSS for them. No React here, so the i18n layer's `setKitLocale` can load the plugin with the
 * language, before the first right-to-left paint.
 */

/** Locales written right to left. */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return /^(ar|he|fa|ur)(-|$)/.test(locale) ? 'rtl' : 'ltr';
}

export type StylisPlugin = typeof rtlPluginImport;

let rtlPlugin: StylisPlugin | null = null;
let rtlLoading: Promise<StylisPlugin> | null = null;

/** The mirroring plugin once loaded, else null. */
export function loadedRtlPlugin(): StylisPlugin | null {
  return rtlPlugin;
}

/**
 * Loads the stylesheet plugin that mirrors physical CSS (`margin-left` …) in right-to-left
 * layouts. The kit's own styles are written with logical properties; the plugin mirrors what
 * others render inside it (the data table's styles, a host's styled components). It is fetched
 * the first time a right-to-left theme renders, so left-to-right readers never download it; call
 * this before a right-to-left first paint or server render to have it from the start.
 *
 * @example
 * if (localeDirection(locale) === 'rtl') await loadRtlSupport();
 */
export function loadRtlSupport(): Promise<void> {
  rtlLoading ??= import('stylis-plugin-rtl').then((module) => {
    // Node's ESM loader hands a CommonJS module's `exports` object as the default export;
    // bundlers unwrap it. Take the function either way, or RTL server rendering breaks.
    const plugin = module.default as StylisPlugin | { default: StylisPlugin };
    rtlPlugin = 'default' in plugin ? plugin.default : plugin;
    return rtlPlugin;
  });
  rtlLoading.catch(() => {
    rtlLoading = null;
  });
  return rtlLoading.then(() => undefined);
}
