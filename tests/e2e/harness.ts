import { request } from 'node:http';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { chromiumArgs, chromiumBinary } from '../../scripts/chromium.ts';

export const port = () => inject('e2ePort');
/** The shared server's setup code of a store without an owner (read from its output). */
export function setupCode(tenant: 'acme' | 'globex'): string {
  const code = inject('e2eSetupCodes')[tenant];
  if (!code) throw new Error(`the shared server printed no setup code for ${tenant}`);
  return code;
}
/** A tenant's origin on the shared server, or on the server listening on `at`. */
export const origin = (tenant: 'acme' | 'globex', at = port()) =>
  `http://${tenant}.localhost:${at}`;
const shots = path.resolve('tests/e2e/__screenshots__');

/**
 * The journeys' browser: the Chromium the lockfile pins, with its own fonts, as for the stories
 * (or CHROMIUM_PATH), so they meet the same browser build on every machine. It is a headless build
 * without the desktop browser around the page, which also costs less CPU than a desktop one.
 */
let binary: ReturnType<typeof chromiumBinary> | undefined;

export async function launch(): Promise<Browser> {
  // Once per process: Vitest's config unpacked it already.
  const { executablePath, env } = await (binary ??= chromiumBinary());
  return chromium.launch({ executablePath, headless: true, args: chromiumArgs, env });
}

/** Opens a fresh context (its own storage) on a tenant's host. */
export async function openPage(
  browser: Browser,
  tenant: 'acme' | 'globex',
  hash = '/auth/login',
  at = port(),
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  // An element that never comes fails its step with a message, not the test with a bare timeout.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  traceApi(page);
  await page.goto(`${origin(tenant, at)}/#${hash}`);
  return page;
}

/** The last API calls of each traced page, for a failure to say what the page asked and got. */
const apiCalls = new WeakMap<Page, string[]>();

/** Records `page`'s API requests and their answers (the last 20), for `visible`'s failure text. */
function traceApi(page: Page): void {
  const calls: string[] = [];
  apiCalls.set(page, calls);
  const started = Date.now();
  const note = (line: string) => {
    calls.push(`+${Date.now() - started} ms ${line}`);
    if (calls.length > 20) calls.shift();
  };
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) note(`${req.method()} ${req.url()}`);
  });
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/api/')) note(`${res.status()} ${res.url()}`);
  });
  page.on('requestfailed', (req) => note(`failed ${req.url()}: ${req.failure()?.errorText}`));
}

/** The page's hash route (`#/…`), as the address bar shows it. */
export const hash = (page: Page) => page.evaluate(() => window.location.hash);

/** The file names of the scripts the page's document has loaded so far (resource timing). */
export const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js'))
      .map((pathname) => pathname.slice(pathname.lastIndexOf('/') + 1)),
  );

/**
 * Resolves once every finite animation on the page has finished (the chrome's page fade-in): axe
 * reads colours after it, since a half-faded text fails color-contrast, and a fixed wait is too
 * short on a loaded machine.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    // A lazily loaded page starts its fade once its chunk has arrived, maybe after this call
    // began: wait until two frames in a row start nothing new.
    for (let quiet = 0; quiet < 2;) {
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
      if (running.length) {
        quiet = 0;
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      } else quiet += 1;
      await frame();
    }
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/**
 * What the page showed when `what` did not happen, as an error: a screenshot named after `what`,
 * the route, its alert and status texts, the fields marked invalid, every field's value (passwords
 * masked), the open dialogs' headings, the focused element, and the last API calls of a page
 * opened with `openPage`. CI prints a failure's first lines only: they carry all of it.
 */
export async function failureOn(page: Page, what: string, error: unknown): Promise<Error> {
  await screenshot(page, `missing-${what.replace(/\W+/g, '-')}`).catch(() => undefined);
  const shown = await page
    .evaluate(() => ({
      hash: window.location.hash,
      headings: [...document.querySelectorAll('h1, [role="dialog"] h2')].map((node) =>
        node.textContent?.trim(),
      ),
      alerts: [...document.querySelectorAll('[role="alert"], [role="status"]')]
        .map((node) => node.textContent?.trim())
        .filter(Boolean),
      invalid: [...document.querySelectorAll('[aria-invalid="true"]')].map(
        (node) => (node as HTMLInputElement).labels?.[0]?.textContent ?? node.id,
      ),
      busy: document.querySelectorAll('[aria-busy="true"]').length,
      fields: [...document.querySelectorAll('input, select')].map((field) => {
        const input = field as HTMLInputElement | HTMLSelectElement;
        const options =
          input instanceof HTMLSelectElement
            ? ` of [${[...input.options].map((option) => option.text).join('|')}]`
            : '';
        const value = input.type === 'password' ? '•' : input.value;
        return `${input.name || input.id}: ${value}${options}${input.disabled ? ' (disabled)' : ''}`;
      }),
      focused: document.activeElement?.outerHTML.slice(0, 120),
    }))
    .catch(() => null);
  const calls = apiCalls.get(page)?.join('\n  ') ?? 'not traced';
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return new Error(
    `${what} failed (${reason}); the page showed ${JSON.stringify(shown)}\nits API calls:\n  ${calls}`,
    { cause: error },
  );
}

/**
 * Resolves once `locator` is visible (what the UI shows, not a fixed pause). When it never comes,
 * the failure says what the page showed instead (`failureOn`).
 */
export async function visible(
  locator: Locator,
  what = String(locator),
  page = locator.page(),
): Promise<void> {
  try {
    // Playwright's own wait for the state (not a poll of expect's), so hooks may wait too.
    await locator.waitFor({ state: 'visible', timeout: 30_000 });
  } catch (error) {
    throw await failureOn(page, `${what} showing`, error);
  }
}

/**
 * Waits for the wizard step titled `name` (its one h1, named exactly so: a journey in another
 * language passes the title its `tr` gives). When the step never comes, `visible` says what the
 * page showed instead.
 */
export function atStep(page: Page, name: string | RegExp, level = 1): Promise<void> {
  return visible(page.getByRole('heading', { level, name, exact: true }), String(name), page);
}

/** Waits until the field labelled `label` (exactly) reads `value`: a revisit's prefill. */
export function fieldReads(page: Page, label: string, value: string): Promise<void> {
  return expect
    .poll(() => page.getByLabel(label, { exact: true }).inputValue(), { timeout: 30_000 })
    .toBe(value);
}

/** Waits until the rich-text box named `name` holds `text`. */
export function richTextHolds(page: Page, name: string, text: string): Promise<void> {
  return expect
    .poll(() => page.getByRole('textbox', { name }).textContent(), { timeout: 30_000 })
    .toContain(text);
}

/** The dev outbox of a tenant's host (Node cannot resolve *.localhost: send the Host header). */
export function outbox(
  tenant: 'acme' | 'globex',
  at = port(),
): Promise<Array<{ to: string; subject: string; text: string; link: string }>> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: at,
        path: '/api/dev/outbox',
        headers: { host: `${tenant}.localhost:${at}` },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(JSON.parse(body)) : reject(new Error(body)),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The activation link mailed to `username` (newest last). */
export async function activationLink(
  tenant: 'acme' | 'globex',
  username: string,
  at = port(),
): Promise<string> {
  const mails = await outbox(tenant, at);
  const mail = [...mails]
    .reverse()
    .find((m) => m.text.includes(username) || m.to.includes(username));
  if (!mail) throw new Error(`no activation mail for ${username} in ${JSON.stringify(mails)}`);
  return mail.link;
}

export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * Fills the Register screen (Basic Details) and submits it; `tr` gives the page's text for an
 * English one when the page is in another language (tests/e2e/journeys.ts `translator`).
 */
export async function fillRegisterForm(
  page: Page,
  person: {
    firstName: string;
    lastName: string;
    phone: string;
    username: string;
    password: string;
    /** The store's setup code, for the first company admin of a store without an owner. */
    setupCode?: string;
  },
  tr: (english: string) => string | RegExp = (text) => text,
): Promise<void> {
  const field = (name: string) => page.getByLabel(tr(name), { exact: true });
  await field('First Name').fill(person.firstName);
  await field('Last Name').fill(person.lastName);
  await field('Phone').fill(person.phone);
  await field('Username').fill(person.username);
  await field('Password').fill(person.password);
  await field('Confirm Password').fill(person.password);
  if (person.setupCode) await field('Setup code').fill(person.setupCode);
  await page.getByRole('button', { name: tr('Register') }).click();
}

/** The rules every scan runs: WCAG 2.0, 2.1 and 2.2 A/AA and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
let axeSource: string | undefined;

/**
 * The axe violations (WCAG 2.2 A/AA and best practices, any impact) inside `selector` of the page,
 * or in the whole document for `null` (page-level rules included: `region`,
 * `page-has-heading-one`), as `rule (impact): target html` lines: none is the goal.
 */
export async function axeViolations(
  page: Page,
  selector: string | null = 'main',
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  return page.evaluate(
    async ({ within, tags }) => {
      const { axe } = window as unknown as {
        axe: {
          run: (
            context: Element | Document,
            options: object,
          ) => Promise<{
            violations: Array<{
              id: string;
              impact: string;
              nodes: Array<{ target: string[]; html: string }>;
            }>;
          }>;
        };
      };
      const context = within === null ? document : document.querySelector(within)!;
      const result = await axe.run(context, { runOnly: tags });
      return result.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`,
      );
    },
    { within: selector, tags: AXE_TAGS },
  );
}

/** The phone width every page is scanned at besides the desktop's 1280 px. */
export const PHONE_WIDTH = 390;

/**
 * The whole document's axe violations at the page's width and at 390 px (the page is put back to
 * its width after, and settled), each line prefixed with the width and `where`. Waits for
 * animations first: a half-faded text fails color-contrast.
 */
export async function axeAtBothWidths(page: Page, where: string): Promise<string[]> {
  const size = page.viewportSize() ?? { width: 1280, height: 860 };
  const found: string[] = [];
  for (const width of [size.width, PHONE_WIDTH]) {
    if (width !== size.width) await page.setViewportSize({ width, height: size.height });
    await animationsDone(page);
    found.push(...(await axeViolations(page, null)).map((line) => `${width}px ${where}: ${line}`));
  }
  await page.setViewportSize(size);
  // Settled at its width again before the walk goes on (the side menu animates back).
  await animationsDone(page);
  return found;
}
