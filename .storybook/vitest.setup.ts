/**
 * Setup of the `storybook` Vitest project (vitest.config.ts): gives the preview's `afterEach`
 * (.storybook/visual.ts) the screenshot matcher. Only Vitest loads this file, so Storybook and
 * Chromatic never import the test runner.
 */
import { beforeAll, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { StoryScreenshotOutcome } from '../scripts/storyScreenshot';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** scripts/storyScreenshot.ts */
    storyScreenshot: (name: string, selector: string) => Promise<StoryScreenshotOutcome>;
  }
}

/** Marks the element the screenshot command captures. */
const CAPTURE_ATTRIBUTE = 'data-kit-capture';
import './fonts.css';
import visualBrowser from '../stories/visual-browser.json';

/** The frame never grows past the window vitest.config.ts gives the storybook project. */
const MAX_FRAME_HEIGHT = 2400;

/**
 * `VITE_VISUAL=off` runs the stories' plays and axe checks without comparing pictures: for work in
 * progress whose baselines are regenerated once at the end (`npm run test:update-screenshots`).
 */
const comparePictures = import.meta.env.VITE_VISUAL !== 'off';

/**
 * Where the real pointer rests while a picture is taken: a pixel at the frame's bottom end. The
 * browser's pointer stays wherever a test last left it (over a story's top-left corner, where the
 * compact-icon side menu then opened as if hovered): a story is pictured as nobody touches it.
 */
function pointerPark(): HTMLElement {
  let park = document.querySelector<HTMLElement>('[data-pointer-park]');
  if (!park) {
    park = document.createElement('div');
    park.setAttribute('data-pointer-park', '');
    park.setAttribute('aria-hidden', 'true');
    park.style.cssText = 'position:fixed;right:0;bottom:0;width:1px;height:1px;z-index:2147483647';
    document.body.append(park);
  }
  return park;
}

/** Moves the pointer off the story when it is over it (one DOM query when it is not). */
async function parkPointer(element: HTMLElement): Promise<void> {
  const hovered = [...document.querySelectorAll(':hover')].pop();
  if (hovered && element.contains(hovered)) await page.elementLocator(pointerPark()).hover();
}

const compare: typeof globalThis.__kitStoryScreenshot = async (element, name) => {
  await parkPointer(element);
  // The story frame is a viewport: what lies below it is not painted. Grow it to hold the whole
  // element (Storybook sets it back before the next story).
  const bottom = Math.ceil(element.getBoundingClientRect().bottom + window.scrollY);
  if (bottom > window.innerHeight) {
    await page.viewport(window.innerWidth, Math.min(bottom, MAX_FRAME_HEIGHT));
  }
  element.setAttribute(CAPTURE_ATTRIBUTE, '');
  try {
    // Equal bytes need no decoding (scripts/storyScreenshot.ts); anything else is compared pixel
    // by pixel by Vitest's matcher.
    if ((await commands.storyScreenshot(name, `[${CAPTURE_ATTRIBUTE}]`)) !== 'compare') return;
    // A locator, not the element: with an element, expect.element polls the whole comparison
    // again until the test times out, so a real difference took 90 s to fail instead of one.
    await expect.element(page.elementLocator(element)).toMatchScreenshot(name);
  } finally {
    element.removeAttribute(CAPTURE_ATTRIBUTE);
  }
};
if (comparePictures) globalThis.__kitStoryScreenshot = compare;

/** Load every face the stories use up front, so no screenshot races a font download. */
beforeAll(async () => {
  const sample = 'Aa 09 हिन्दी العربية';
  const faces = ['Rubik', 'Noto Sans Devanagari', 'Noto Sans Arabic'].flatMap((family) =>
    [400, 500, 700].map((weight) => `${weight} 16px '${family}'`),
  );
  await Promise.all(faces.map((face) => document.fonts.load(face, sample)));
});

/**
 * The baselines were made in one browser build (stories/visual-browser.json, the Chromium that
 * package-lock.json pins): a run in any other build would compare pixels the kit does not draw.
 */
beforeAll(() => {
  const running = /(?:HeadlessChrome|Chrome)\/([\d.]+)/.exec(navigator.userAgent)?.[1];
  if (comparePictures && running !== visualBrowser.version) {
    throw new Error(
      `Screenshots are compared in Chromium ${visualBrowser.version} (${visualBrowser.package}), ` +
        `but the stories run in ${running ?? navigator.userAgent}: run \`npm ci\` and see scripts/pinnedChromium.mjs.`,
    );
  }
});

/**
 * Storybook's hidden "no preview" and error panels sit ahead of every story, with links to its
 * docs. axe takes the first of them for the page's first link, and a layout's skip link, which
 * must come before that link to count as one, then fails `region` (docs/behaviour.md, "Keyboard and screen readers"). The
 * test runner never shows those panels: their links lose their address here, in Vitest only.
 */
beforeAll(() => {
  for (const link of document.querySelectorAll('a[href^="https://storybook.js.org/"]')) {
    link.removeAttribute('href');
  }
});
