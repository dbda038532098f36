// The example's inner pages' time to data (issue 12): in Chromium, against the reference API on
// PGlite, from the navigation's start to the frame that shows the page's data (its skeletons gone
// and its rows or counts in the DOM), for a company admin of a store with a catalog, sellers and
// products. Each run opens the page in a new tab of one browser profile (no query cache),
// alternating with its floor. Prints medians and ratios for two kinds of visit:
// - a return visit, in a profile on disk as a reader's browser keeps one (the goal is stated for
//   this one);
// - a private window's visit (an off-the-record context: the browser's caches in memory only).
// The unmeasured visits stay open a moment after their data painted (`STAY_MS`), as a reader's do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { account, call, register, startServer } from './server.mjs';

/** Each page, and what shows that its data has painted. */
export const PAGES = [
  ['/dashboard/default', '[data-count="products"] strong'],
  ['/dashboard/demo', '[data-count="products"] strong'],
  ['/users/profile', '[role="row"] + [role="row"]'],
  ['/ecommerce/products', '[role="row"] + [role="row"]'],
];

/* global document, requestAnimationFrame, window, MutationObserver -- in the page. */

/** Installed before the page's scripts: records when `selector` shows and no skeleton is left. */
export function watchForData(selector) {
  const ready = () =>
    document.querySelector(selector) && !document.querySelector('[data-testid="data-skeleton"]');
  const observer = new MutationObserver(() => {
    if (window.__dataPainted === undefined && ready()) {
      window.__dataPainted = null;
      observer.disconnect();
      // The next frame is the one that shows it.
      requestAnimationFrame(() => setTimeout(() => (window.__dataPainted = performance.now())));
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * The store's owner (claimed with `setupCode`), 20 level-1 categories, 6 sellers and 30 products;
 * the owner's sign-in record.
 */
export async function prepareStore(port, setupCode) {
  const { token, companyId: id, user } = await account(port, setupCode);
  const username = user.username;
  const categories = [];
  for (let i = 1; i <= 20; i++) {
    categories.push(
      await call(
        port,
        'POST',
        '/v1/l1CategoryPO',
        {
          level1_name: `Category ${i}`,
          description: 'Bench',
          level1_order_id: i,
          company_po_id: id,
        },
        token,
      ),
    );
  }
  for (let i = 1; i <= 6; i++) await register(port, `seller${i}.${username}`, { kind: 'seller' });
  const sellers = await call(
    port,
    'GET',
    `/v1/companySeller/company_po_id/${id}`,
    undefined,
    token,
  );
  for (let i = 0; i < 30; i++) {
    await call(
      port,
      'POST',
      '/v1/companySellerProd',
      {
        prod_name: `Product ${i + 1}`,
        prod_brand: 'Bench',
        category1_id: categories[i % categories.length].level1_id,
        company_id: id,
        seller_id: sellers[i % sellers.length].seller_id,
        country_origin: 'India',
      },
      token,
    );
  }
  return user;
}

/** One visit of `url` in a new tab: ms from the navigation's start to the data's frame. */
async function timeToData(context, url, selector, { onRequest, stay = 0 } = {}) {
  const page = await context.newPage();
  try {
    if (onRequest) page.on('request', onRequest);
    await page.addInitScript(watchForData, selector);
    await page.goto(url);
    await page.waitForFunction(() => typeof window.__dataPainted === 'number', null, {
      timeout: 60_000,
    });
    const ms = Math.round(await page.evaluate(() => window.__dataPainted));
    if (stay > 0) await page.waitForTimeout(stay);
    return ms;
  } finally {
    await page.close();
  }
}

/**
 * How long the unmeasured visits stay open after their data painted, as a reader's earlier visits
 * did: the browser does its work after a page settles then (it keeps what it compiled only once
 * the page has been idle for a while). The page and its floor stay alike.
 */
const STAY_MS = 2000;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The API calls `route` makes, recorded on an unmeasured first visit that also fills the caches. */
async function callsOf(context, origin, route, selector) {
  const calls = new Set();
  await timeToData(context, `${origin}/#${route}`, selector, {
    onRequest: (request) => {
      const { pathname, search } = new URL(request.url());
      if (request.method() === 'GET' && pathname.startsWith('/api/')) calls.add(pathname + search);
    },
    stay: STAY_MS,
  });
  return calls;
}

/** Medians of `runs` visits of each page and its floor in `context`, alternating; one line each. */
async function measurePages(context, { user, origin, floor, runs, label }) {
  console.log(`  ${label}`);
  // The signed-in session, as the session store keeps it.
  await context.addInitScript(
    ({ record }) => {
      window.localStorage.setItem('user', record);
      window.localStorage.setItem('lang', 'en');
    },
    { record: JSON.stringify(user) },
  );
  for (const [route, selector] of PAGES) {
    const calls = await callsOf(context, origin, route, selector);
    const floorUrl = `${origin}${floor}?calls=${encodeURIComponent(JSON.stringify([...calls]))}`;
    // One more unmeasured visit of each, so the measured ones all find the caches as warm.
    for (const url of [floorUrl, `${origin}/#${route}`, floorUrl])
      await timeToData(context, url, selector, { stay: STAY_MS });
    const times = [];
    const floors = [];
    for (let i = 0; i < runs; i++) {
      times.push(await timeToData(context, `${origin}/#${route}`, selector));
      floors.push(await timeToData(context, floorUrl, selector));
    }
    const ratio = median(times) / median(floors);
    console.log(
      `    ${route.padEnd(20)} navigation → data painted: median ${median(times)} ms, floor ${median(floors)} ms (${calls.size} calls): ${ratio.toFixed(2)}× floor (runs: ${times.join(', ')} ms; floor: ${floors.join(', ')} ms)`,
    );
  }
}

/**
 * Prints the median time to data of each page beside its floor, measured in the same run: a
 * minimal React page (bench/floors/data) making the same API calls from the same server, all at
 * once, and painting them (the example built with its floors, the reference API serving it);
 * `floor` is the data floor's path. First as a return visit in a profile on disk, then in a
 * private window.
 */
export async function pagesBench({ chromium, executablePath, env, args, floor, runs = 7 }) {
  console.log('\nInner pages: time to data (Chromium, reference API on PGlite; goal ≤ 2× floor)');
  const server = await startServer({});
  const profile = mkdtempSync(path.join(tmpdir(), 'sfo-bench-profile-'));
  let browser;
  let returning;
  try {
    const user = await prepareStore(server.port, server.setupCode);
    const origin = `http://acme.localhost:${server.port}`;
    returning = await chromium.launchPersistentContext(profile, {
      executablePath,
      env,
      headless: true,
      args,
    });
    await measurePages(returning, {
      user,
      origin,
      floor,
      runs,
      label: "return visit (a profile on disk, as a reader's browser keeps one)",
    });
    await returning.close();
    browser = await chromium.launch({ executablePath, env, headless: true, args });
    const privateWindow = await browser.newContext();
    await measurePages(privateWindow, {
      user,
      origin,
      floor,
      runs,
      label: 'private window (an off-the-record context: its caches in memory only)',
    });
    await privateWindow.close();
  } finally {
    await returning?.close().catch(() => undefined);
    await browser?.close();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}
