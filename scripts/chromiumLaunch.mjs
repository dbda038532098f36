/**
 * Which Chromium every browser test and the bench launch, and with which switches
 * (scripts/chromium.ts for Vitest and the e2e suite, bench/run.mjs), in JavaScript so the bench
 * runs under plain Node.
 */
import { existsSync } from 'node:fs';
import { pinnedChromium } from './pinnedChromium.mjs';

/**
 * @typedef {object} BrowserBinary
 * @property {string} executablePath
 * @property {NodeJS.ProcessEnv} env The environment to launch it with (the pinned one's fontconfig).
 */

/**
 * The Chromium every browser lane and the bench launch: `CHROMIUM_PATH` when set (a developer's
 * own browser, e.g. on another OS), else the one pinned by the lockfile (scripts/pinnedChromium.mjs),
 * with its own fonts. Nothing is installed by hand and nothing is downloaded.
 * @returns {Promise<BrowserBinary>}
 */
export async function chromiumBinary() {
  const own = process.env.CHROMIUM_PATH;
  if (own) {
    if (!existsSync(own)) throw new Error(`CHROMIUM_PATH=${own}: no such file.`);
    return { executablePath: own, env: process.env };
  }
  const pinned = await pinnedChromium();
  return {
    executablePath: pinned.executablePath,
    env: { ...process.env, FONTCONFIG_FILE: pinned.fontconfig },
  };
}

/**
 * What Playwright itself turns off (its `chromiumSwitches`, playwright-core 1.65). Chromium keeps
 * only the last `--disable-features` of a command line, and Playwright puts its own before the
 * caller's: a caller's list replaces Playwright's unless it carries it. The e2e suite
 * (tests/e2e/chromium-flags.test.ts) reads the switch Playwright sends and fails when this copy
 * misses one of its names, so a Playwright upgrade cannot drop one unnoticed.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's suggestion popup (a WebUI page of its own, chrome://omnibox-popup.top-chrome)
 * and the preloading of such pages. Chromium 156 started it for each page opened in a context made
 * with `browser.newContext()`: in a trace of one private-window visit of the sellers page on a
 * 2-core machine, about 1.2 s of that popup's script was parsed while the page loaded; a return
 * visit in a persistent context showed none. A reader's window has its popup already; a test or
 * a bench that opens a page per visit measured the browser's start of it (the bench's sign-in
 * first load: 1,568 ms with it, 735 ms without; its floor 984 and 423 ms).
 */
export const BROWSER_UI_FEATURES = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/** @type {string[]} */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
];
