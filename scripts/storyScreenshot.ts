import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserCommand } from 'vitest/node';

/**
 * Where a story's baseline lives: `stories/<folder>/__visual__/<file>/<name>-chromium-linux.png`,
 * beside the story file and named after the capture. The storybook project's
 * `toMatchScreenshot` resolves its paths with the same function.
 */
export function storyBaselinePath({
  root,
  testFileDirectory,
  testFileName,
  arg,
  browserName,
  platform,
  ext,
}: {
  root: string;
  testFileDirectory: string;
  testFileName: string;
  arg: string;
  browserName: string;
  platform: string;
  ext: string;
}): string {
  return path.join(
    root,
    testFileDirectory,
    '__visual__',
    testFileName,
    `${arg}-${browserName}-${platform}${ext}`,
  );
}

/**
 * The screenshot options `toMatchScreenshot` uses by default, so a capture taken here and one
 * taken by the matcher have the same pixels.
 */
const SCREENSHOT_OPTIONS = {
  animations: 'disabled',
  caret: 'hide',
  scale: 'device',
  omitBackground: false,
} as const;

/** What `storyScreenshot` found: the browser side falls back to `toMatchScreenshot` unless 'same'. */
export type StoryScreenshotOutcome = 'same' | 'written' | 'compare';

interface PlaywrightCommandContext {
  iframe: {
    locator(selector: string): { screenshot(options: object): Promise<Buffer> };
  };
}

/**
 * Captures the element `selector` finds in the story's frame and compares the PNG's bytes with the baseline's. Chromium encodes
 * the same pixels to the same bytes, so equal bytes are equal pixels: the story passes without
 * decoding either image, which was over half the cost of a comparison (`pngjs` decodes about a
 * megapixel in a tenth of a second, twice per story). Any other case ('compare') goes to Vitest's
 * own matcher, which decodes and compares pixel by pixel with the project's tolerance, writes the
 * diff and fails or passes as before. Baselines are written here as Chromium encoded them (on
 * `--update`, or a missing one outside CI, which then fails as the matcher's own would), so the
 * next run meets equal bytes.
 */
export const storyScreenshot: BrowserCommand<[name: string, selector: string]> = async (
  context,
  name,
  selector,
) => {
  if (!context.testPath) throw new Error('storyScreenshot runs in a story file only');
  const { root } = context.project.serializedConfig;
  const baseline = storyBaselinePath({
    root,
    testFileDirectory: path.relative(root, path.dirname(context.testPath)),
    testFileName: path.basename(context.testPath),
    arg: name,
    browserName: 'chromium',
    platform: process.platform,
    ext: '.png',
  });
  const { iframe } = context as unknown as PlaywrightCommandContext;
  const take = () => iframe.locator(selector).screenshot(SCREENSHOT_OPTIONS);
  const capture = await take();
  const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;
  const reference = await readFile(baseline).catch(() => null);
  if (update === 'all' || (!reference && update !== 'none')) {
    // A baseline is what the story shows once it stops changing: two captures in a row alike, as
    // the matcher waits for before it compares.
    let settled = capture;
    for (let tries = 0; tries < 20; tries++) {
      const next = await take();
      if (next.equals(settled)) break;
      settled = next;
    }
    await mkdir(path.dirname(baseline), { recursive: true });
    await writeFile(baseline, settled);
    if (update === 'all') return 'written';
    throw new Error(
      `No baseline for "${name}": one was written to ${path.relative(root, baseline)}; look at it and commit it.`,
    );
  }
  return reference?.equals(capture) ? 'same' : 'compare';
};
