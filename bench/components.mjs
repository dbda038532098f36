// Issue 9's component figures, in Chromium on a production build of bench/components:
// - DataTable over 10,000 rows: a keystroke in its search box → the box painted, and the term
//   applied (after the 200 ms debounce of docs/behaviour.md, "Constants") → the rows repainted (goal ≤ 100 ms);
// - the rich-text editor holding a 5,000-word document: a keystroke → painted (goal ≤ 16 ms median).
// The page measures from each event's own time to the frame after the DOM changed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPage, figureLine } from './page.mjs';

/* global window -- the evaluated callbacks run in the page. */

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'components');
const TERMS = ['kettle', 'wok 12', 'copper lid', 'batch 42', 'tawa 9', 'steel pan'];
/** Between two keys in the editor: about 130 words a minute. */
const TYPING_GAP_MS = 90;

export async function componentsBench({ chromium, executablePath, env, args, runs = 12 }) {
  const built = await buildPage(root);
  const served = await built.serve();
  const browser = await chromium.launch({ executablePath, env, headless: true, args });
  try {
    const page = await browser.newPage();
    await page.goto(`${served.url}?case=table`);
    const search = page.getByLabel('Search');
    await search.waitFor();
    for (let i = 0; i < runs; i++) {
      const before = await page.evaluate(() => window.__bench.search.length);
      await search.fill('');
      await search.pressSequentially(TERMS[i % TERMS.length]);
      await page.waitForFunction((n) => window.__bench.search.length > n, before);
    }
    const table = await page.evaluate(() => window.__bench);
    console.log(figureLine('DataTable 10,000 rows: keystroke → search box painted', table.keys));
    console.log(
      figureLine(
        'DataTable 10,000 rows: search applied → rows repainted',
        table.search,
        '≤ 100 ms',
      ),
    );

    await page.goto(`${served.url}?case=editor`);
    const editor = page.getByRole('textbox', { name: 'About Us' });
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.evaluate(() => (window.__bench.keys.length = 0));
    // At a fast typist's pace (90 ms a key, not a whole number of 16.7-ms frames), waiting for
    // each figure by polling a timer. Playwright's default wait polls on every animation frame:
    // the page then drew frames without a pause, and each key, sent as one of them began, waited
    // for the next (16.8–17.0 ms median, p95 17.6, on a host where a key alone takes about 7).
    for (let i = 0; i < runs * 5; i++) {
      await page.keyboard.type('x');
      await page.waitForFunction((n) => window.__bench.keys.length > n, i, { polling: 10 });
      await page.waitForTimeout(TYPING_GAP_MS);
    }
    const keys = await page.evaluate(() => window.__bench.keys);
    console.log(figureLine('rich text, 5,000 words: keystroke → painted', keys, '≤ 16 ms median'));
  } finally {
    await browser.close();
    await served.close();
    built.remove();
  }
}
