import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumBinary, type BrowserBinary } from './chromiumLaunch.mjs';

/** Which Chromium and its switches (scripts/chromiumLaunch.mjs says why each is there). */
export { chromiumArgs, chromiumBinary };

/**
 * For screenshot tests: the same pixels on every run. Without these, the rounded corners of focus
 * rings came out in one of two anti-aliased states from run to run (6–40 pixels off by up to
 * 30/255 on the ImageField story, which failed 4 runs in 5); with them, 5 runs in 5 matched.
 * One raster thread, whole-tile raster, no LCD text, a fixed sRGB profile, no runtime-specialised
 * Skia code, animations and scrolling on the main thread, images decoded before paint.
 */
export const screenshotArgs = [
  '--disable-partial-raster',
  '--disable-skia-runtime-opts',
  '--force-color-profile=srgb',
  '--disable-lcd-text',
  '--disable-threaded-animation',
  '--disable-threaded-scrolling',
  '--disable-checker-imaging',
  '--num-raster-threads=1',
];

/**
 * A fresh browser config per Vitest project: Vitest mutates `instances`. `window` sizes the
 * browser page around the test frame: Vitest scales the frame down when it does not fit, so
 * screenshot tests give a window larger than any frame they capture (scale 1, crisp pixels), and
 * they get `screenshotArgs`.
 */
export function chromiumBrowser({
  window,
  binary,
}: {
  window?: { width: number; height: number };
  /** The binary and its launch environment (scripts/chromiumLaunch.mjs). */
  binary: BrowserBinary;
}) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: binary.executablePath,
        args: window ? [...chromiumArgs, ...screenshotArgs] : chromiumArgs,
        env: binary.env,
      },
      ...(window ? { contextOptions: { viewport: window } } : {}),
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}
