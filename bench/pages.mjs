// The example's inner pages' time to data (issue 12): in Chromium, against the reference API on
// PGlite, from the navigation's start to the frame that shows the page's data (its skeletons gone
// and its rows or counts in the DOM), for a company admin of a store with a catalog, sellers and
// products. Each run opens the page in a new tab of one browser context (scripts cached, as on a
// return visit; no query cache). Prints medians; judges nothing.

const PASSWORD = 'bench-Pass-1';

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

/** A company admin of acme, 20 level-1 categories, 6 sellers and 30 products; its sign-in record. */
export async function prepareStore(port, call) {
  const username = `pages${Date.now()}`;
  const person = { first_name: 'Bench', last_name: 'Pages', phone: '9000000000' };
  const register = (name, kind) =>
    call(port, 'POST', '/v1/register', {
      ...person,
      username: name,
      pw: PASSWORD,
      cpw: PASSWORD,
      created_at: new Date().toISOString(),
      ...(kind ? { kind } : {}),
    });
  await register(username);
  const mails = await call(port, 'GET', '/dev/outbox');
  const link = new URL(
    mails
      .filter((m) => m.to === username)
      .at(-1)
      .link.replace('#/', ''),
  );
  await call(port, 'POST', '/v1/companyPO/activation', {
    activation: link.searchParams.get('activation'),
    iv: link.searchParams.get('a'),
  });
  const [user] = await call(port, 'POST', '/signinSeller', { username, pw: PASSWORD });
  const token = user.access_token;
  const id = user.company_po_id;
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
  for (let i = 1; i <= 6; i++) await register(`seller${i}.${username}`, 'seller');
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

/**
 * Prints the median time to data of each page. `startServer` and `call` are bench/run.mjs's (the
 * example built, the reference API serving it).
 */
export async function pagesBench({ chromium, executablePath, args, startServer, call, runs = 7 }) {
  console.log('\nInner pages: time to data (Chromium, reference API on PGlite)');
  const server = await startServer({});
  const browser = await chromium.launch({ executablePath, headless: true, args });
  try {
    const user = await prepareStore(server.port, call);
    const origin = `http://acme.localhost:${server.port}`;
    const context = await browser.newContext();
    // The signed-in session, as the session store keeps it.
    await context.addInitScript((record) => {
      window.localStorage.setItem('user', record);
      window.localStorage.setItem('lang', 'en');
    }, JSON.stringify(user));
    // One visit first, so every run finds the scripts in the cache.
    const warm = await context.newPage();
    await warm.goto(`${origin}/#/dashboard/default`);
    await warm.locator(PAGES[0][1]).first().waitFor({ timeout: 60_000 });
    await warm.close();
    for (const [route, selector] of PAGES) {
      const times = [];
      for (let i = 0; i < runs; i++) {
        const page = await context.newPage();
        await page.addInitScript(watchForData, selector);
        await page.goto(`${origin}/#${route}`);
        await page.waitForFunction(() => typeof window.__dataPainted === 'number', null, {
          timeout: 60_000,
        });
        times.push(Math.round(await page.evaluate(() => window.__dataPainted)));
        await page.close();
      }
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `  ${route.padEnd(20)} navigation → data painted: median ${sorted[Math.floor(runs / 2)]} ms (runs: ${times.join(', ')} ms)`,
      );
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}
