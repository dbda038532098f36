import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_UI_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
  chromiumArgs,
  chromiumBinary,
} from '../../scripts/chromiumLaunch.mjs';

/**
 * The features a launch with `args` turns off: the last `--disable-features` of the command line
 * the browser was started with (CDP's `Browser.getBrowserCommandLine`, which answers only with
 * `--enable-automation`). Chromium honours only the last one; Playwright sends its own first.
 */
async function disabledFeatures(args: string[]): Promise<string[]> {
  const browser = await chromium.launch({
    ...(await chromiumBinary()),
    headless: true,
    args: [...args, '--enable-automation'],
  });
  try {
    const session = await browser.newBrowserCDPSession();
    const { arguments: line } = await session.send('Browser.getBrowserCommandLine');
    const switches = line.filter((arg) => arg.startsWith('--disable-features='));
    const last = switches.at(-1);
    if (!last) throw new Error('Playwright sent no --disable-features');
    return last.slice('--disable-features='.length).split(',').filter(Boolean);
  } finally {
    await browser.close();
  }
}

describe('Chromium switches (scripts/chromiumLaunch.mjs)', () => {
  it('a page opened in a context of its own starts no address-bar popup beside it', async () => {
    const browser = await chromium.launch({
      ...(await chromiumBinary()),
      headless: true,
      args: chromiumArgs,
    });
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('data:text/html,<p>A page</p>');
      // The browser's own pages are targets too (type browser_ui), listed with an empty filter.
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
      const urls = targetInfos.map((target) => target.url);
      expect(urls).toContain('data:text/html,<p>A page</p>');
      expect(urls.filter((url) => url.startsWith('chrome://omnibox-popup'))).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("the copy of Playwright's disabled features holds every name Playwright sends", async () => {
    const playwrights = await disabledFeatures([]);
    expect(playwrights.length).toBeGreaterThan(0);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrights));
  });

  it("the tests' and the bench's launch turns off Playwright's features and the browser UI's", async () => {
    const disabled = await disabledFeatures(chromiumArgs);
    expect(disabled).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES]),
    );
  });
});
