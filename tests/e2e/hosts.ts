import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, expect } from 'vitest';
import { hash, launch, openPage, unique, visible } from './harness';
import {
  atJourneyStep,
  companyContactAndBilling,
  join,
  next,
  sellerProductStep,
  type Journey,
  type Person,
  type Routes,
  type Tr,
} from './journeys';
import { startServer, type RunningServer } from './referenceServer';

/*
 * The three portals of examples/hosts (docs/embedding.md), built once per test file from the
 * package this repository builds (`npm run build`: the e2e lane runs after the build lane), and
 * their journeys, written once: every host routes with the same hashes (`#register`,
 * `#company-wizard/3` …) on the elements' `navigate` events.
 */

const root = process.cwd();
const hosts = path.join(root, 'examples/hosts');
const out = path.join(root, '.tmp/hosts');
const run = promisify(execFile);
const shots = path.resolve('tests/e2e/__screenshots__');

/** What a host's build cost: wall seconds and the CPU seconds of this process and its children. */
export interface Built {
  /** The folder the reference server serves (`--static`). */
  site: string;
  seconds: number;
  cpuSeconds: number;
}

/** CPU seconds of this process and of the children it waited for (Linux; elsewhere its own). */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  let children = 0;
  try {
    // /proc/self/stat fields 16 and 17: the waited-for children's user and system ticks.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    children = (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    // not Linux: the children's share is not counted
  }
  return (own.user + own.system) / 1e6 + children;
}

/** Runs `make`, timing it; the site it made is what the host's server serves. */
async function timed(name: string, make: () => Promise<string>): Promise<Built> {
  const started = Date.now();
  const cpu = cpuSeconds();
  const site = await make();
  const built = { site, seconds: (Date.now() - started) / 1000, cpuSeconds: cpuSeconds() - cpu };
  console.log(
    `hosts: the ${name} host built in ${built.seconds.toFixed(1)} s (${built.cpuSeconds.toFixed(1)} CPU s)`,
  );
  return built;
}

/** The package's build, which every host takes the kit from. */
function packageBuild(): string {
  const elements = path.join(root, 'dist/elements/index.js');
  if (!existsSync(elements) || !existsSync(path.join(root, 'dist/elements/index.d.ts'))) {
    throw new Error('The hosts embed the built package: run `npm run build` first.');
  }
  const built = statSync(elements).mtimeMs;
  const newer = statSync(path.join(root, 'src/elements/index.ts')).mtimeMs;
  if (newer > built) throw new Error('dist/ is older than src/elements: run `npm run build`.');
  return path.join(root, 'dist/elements');
}

/** A fresh folder under .tmp/hosts. */
function fresh(name: string): string {
  const folder = path.join(out, name);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** Vite's production build (Vitest runs with NODE_ENV=test, which Vite would bake in). */
async function productionBuild(options: Parameters<typeof build>[0]): Promise<void> {
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', logLevel: 'warn', ...options });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
}

/**
 * The plain page: no build at all. Its files and the package's dist/elements/ (as a CDN serves
 * them) in one folder.
 */
export const buildPlainHost = () =>
  timed('plain HTML', async () => {
    const elements = packageBuild();
    const site = fresh('plain-site');
    for (const file of ['index.html', 'portal.js']) {
      cpSync(path.join(hosts, 'plain', file), path.join(site, file));
    }
    cpSync(path.join(hosts, 'portal.css'), path.join(site, 'portal.css'));
    cpSync(elements, path.join(site, 'storefront-onboarding/elements'), { recursive: true });
    return site;
  });

/** The Angular portal: ngc (Angular's AOT compiler) then Vite with Angular's linker. */
export const buildAngularHost = () =>
  timed('Angular', async () => {
    packageBuild();
    const compiled = fresh('angular-ngc');
    const ngc = path.join(root, 'node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js');
    await run(process.execPath, [ngc, '-p', path.join(hosts, 'angular/tsconfig.json')], {
      cwd: root,
    });
    cpSync(path.join(hosts, 'angular/index.html'), path.join(compiled, 'index.html'));
    cpSync(path.join(hosts, 'portal.css'), path.join(compiled, 'portal.css'));
    await productionBuild({ configFile: path.join(hosts, 'angular/vite.config.ts') });
    return path.join(out, 'angular-site');
  });

/**
 * The lockfile a React 18 portal would have before it installs the kit: the portal's React 18
 * and, already resolved, the kit's own dependencies and their peers, every entry as the
 * repository's lockfile holds it. `npm ci` downloaded all of them into npm's cache, so the install
 * below runs offline: nothing is fetched at test time. What it proves is npm's own resolution
 * of the tarball's peers against React 18 (an ERESOLVE fails it).
 */
function react18Lockfile(portal: { dependencies: Record<string, string> }): object {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, Record<string, unknown> & { version?: string; link?: boolean }>;
  };
  const own = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  /** Where Node finds `name` from the package at `from` (a key of the lockfile). */
  const find = (from: string, name: string): string => {
    for (let at = from; ;) {
      const key = `${at ? `${at}/` : ''}node_modules/${name}`;
      if (lock.packages[key] && !lock.packages[key].link) return key;
      if (!at) throw new Error(`${name} is not in the lockfile (from ${from})`);
      const cut = at.lastIndexOf('/node_modules/');
      at = cut >= 0 ? at.slice(0, cut) : '';
    }
  };
  const placed: Record<string, Record<string, unknown>> = {};
  const visit = (name: string, from: string, under: string) => {
    const key = find(from, name);
    const found = lock.packages[key]!;
    const top = `node_modules/${name}`;
    const target =
      !placed[top] || placed[top].version === found.version ? top : `${under}/node_modules/${name}`;
    if (placed[target]) return;
    const {
      dev: _dev,
      devOptional: _devOptional,
      peer: _peer,
      optional: _optional,
      ...entry
    } = found;
    placed[target] = entry;
    const peers = (entry.peerDependencies ?? {}) as Record<string, string>;
    const optional = (entry.peerDependenciesMeta ?? {}) as Record<string, { optional?: boolean }>;
    const needs = [
      ...Object.keys((entry.dependencies ?? {}) as Record<string, string>),
      ...Object.keys(peers).filter((peer) => !optional[peer]?.optional),
    ];
    for (const dependency of needs) {
      // A peer the portal has (React) is the portal's, never a copy of the repository's.
      if (peers[dependency] && placed[`node_modules/${dependency}`]) continue;
      visit(dependency, key, target);
    }
  };
  for (const name of Object.keys(portal.dependencies)) visit(name, 'examples/hosts/react18', '');
  for (const name of Object.keys(own.dependencies)) visit(name, '', '');
  return {
    name: 'sfo-host-react18',
    lockfileVersion: 3,
    requires: true,
    packages: { '': { name: 'sfo-host-react18', dependencies: portal.dependencies }, ...placed },
  };
}

/** The React 18 portal: the packed tarball installed with npm (offline), then built with Vite. */
export const buildReact18Host = () =>
  timed('React 18', async () => {
    packageBuild();
    const packs = fresh('pack');
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', packs], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    });
    const [packed] = JSON.parse(stdout) as Array<{ filename: string }>;
    // Inside the repository, so the build finds Vite and its React plugin up the folder tree.
    const app = fresh('react18-app');
    for (const entry of ['package.json', 'index.html', 'vite.config.ts', 'src']) {
      cpSync(path.join(hosts, 'react18', entry), path.join(app, entry), { recursive: true });
    }
    cpSync(path.join(hosts, 'portal.css'), path.join(app, 'portal.css'));
    const portal = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    writeFileSync(path.join(app, 'package-lock.json'), JSON.stringify(react18Lockfile(portal)));
    await run(
      'npm',
      [
        'install',
        '--offline',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--loglevel=error',
        path.join(packs, packed!.filename),
      ],
      { cwd: app },
    );
    const site = path.join(out, 'react18-site');
    await productionBuild({
      root: app,
      configFile: path.join(app, 'vite.config.ts'),
      build: { outDir: site, emptyOutDir: true },
    });
    return site;
  });

/** A built portal, served by its own reference API (an empty store), and a browser for it. */
export interface ServedHost {
  built: Built;
  server: RunningServer;
  browser: Browser;
}

/**
 * Builds the portal once for its test file (beforeAll), serves it from a reference API of its
 * own on an empty store, and stops both after the file.
 */
export function servedHost(make: () => Promise<Built>): ServedHost {
  const host = {} as ServedHost;
  beforeAll(async () => {
    host.built = await make();
    [host.server, host.browser] = await Promise.all([
      startServer({ staticDir: host.built.site }),
      launch(),
    ]);
  });
  afterAll(async () => {
    await host.browser?.close();
    await host.server?.stop();
    host.server?.remove();
  });
  return host;
}

/**
 * Revokes the token a portal's calls carry, as the server would see it: the kit's own session
 * (`localStorage.user`) or the portal's own sign-on (`sessionStorage['portal-user']`).
 */
export const revokeToken =
  (where: 'kit session' | 'portal session') =>
  (page: Page): Promise<void> =>
    page.evaluate((kit) => {
      const storage = kit ? localStorage : sessionStorage;
      const key = kit ? 'user' : 'portal-user';
      const user = JSON.parse(storage.getItem(key)!) as { access_token: string };
      storage.setItem(key, JSON.stringify({ ...user, access_token: 'revoked-token' }));
    }, where === 'kit session');

/** The hosts' routes: one hash per element, the wizards' with their step. */
export const hostRoutes: Routes = {
  register: (kind) => (kind === 'seller' ? 'register-seller' : 'register'),
  changePassword: () => '#change-password',
  wizard: (kind) => (kind === 'seller' ? '#seller-wizard/1' : '#company-wizard/2'),
};

/** A host's journey: step titles are level 2, under the portal's own h1. */
export async function hostJourney(
  browser: Browser,
  tenant: 'acme' | 'globex',
  at: number,
  route: string,
  tr: Tr,
  setup?: (page: Page) => Promise<void>,
): Promise<Journey> {
  const page = await openPage(browser, tenant, route, at);
  if (setup) {
    await setup(page);
    await page.reload();
  }
  return { page, tenant, at, tr, headingLevel: 2 };
}

export const person = (first: string, last: string, prefix: string): Person => ({
  firstName: first,
  lastName: last,
  phone: '9876543210',
  username: `${unique(prefix)}@example.com`,
});

/** The steps the portal listed from the elements' `step-saved` events. */
const savedSteps = (page: Page) => page.locator('#portal-saved li').allTextContents();

/**
 * A new company admin claims the empty store with its setup code, activates, signs in, changes
 * the password and saves company steps 2 and 3 (each a `step-saved` the portal hears); then the
 * portal's token is revoked mid-wizard and the next save reaches the portal's `unauthorised`
 * handler, with no Retry in the element.
 */
export async function companyAdminJourney(
  journey: Journey,
  setupCode: string,
  expireToken: (page: Page) => Promise<void>,
): Promise<void> {
  const { page } = journey;
  await join(journey, person('Rahul', 'Verma', 'owner'), 'company', setupCode, hostRoutes);
  await companyContactAndBilling(journey, { email: 'office@store.example.com', zip: '400004' });
  await expect
    .poll(() => savedSteps(page))
    .toEqual(['2 companyInformation company.savePage', '3 billing company.savePage']);
  expect(await hash(page)).toBe('#company-wizard/4');

  await expireToken(page);
  await page.getByRole('button', { name: journey.tr('Back'), exact: true }).press('Enter');
  await atJourneyStep(journey, 'Billing Name and Address');
  await next(journey);
  await visible(
    page.getByText('Your portal session has ended. Please sign in again.'),
    'the portal’s unauthorised handler',
    page,
  );
  expect(await page.getByRole('button', { name: journey.tr('Retry') }).count()).toBe(0);
  expect(await savedSteps(page)).toHaveLength(2);
}

/** A new seller registers, activates, signs in, changes the password and creates its product. */
export async function sellerJourney(journey: Journey): Promise<void> {
  await join(journey, person('Ravi', 'Kumar', 'seller'), 'seller', undefined, hostRoutes);
  await sellerProductStep(journey, {
    product: 'Cast Iron Skillet',
    category: { add: unique('Cookware ') },
    brand: unique('Lodge '),
  });
  await expect.poll(() => savedSteps(journey.page)).toContain('1 product products.create');
}

/**
 * The portal's CSS (a global button rule, content-box sizing) does not change the kit's look,
 * and the kit's styles do not change the portal's: screenshots compared both ways, in one page.
 */
export async function stylesStayApart(
  browser: Browser,
  tenant: 'acme' | 'globex',
  at: number,
  name: string,
): Promise<void> {
  // No element yet: the portal as it looks on its own.
  const page = await openPage(browser, tenant, 'dashboard', at);
  const header = page.locator('.portal-header');
  await visible(header, 'the portal header', page);
  const portalAlone = await header.screenshot({ animations: 'disabled' });
  await page.goto(`${page.url().split('#')[0]}#sign-in`);
  const element = page.locator('sfo-sign-in');
  await visible(page.getByRole('button', { name: 'Sign In' }), 'the sign-in element', page);
  // The element's box is the same with and without the portal's CSS, at a whole-pixel place
  // (the portal's header height moves it by a fraction otherwise): only its inside may differ.
  await element.evaluate((node: HTMLElement) => {
    node.style.cssText = 'position: fixed; top: 120px; left: 0; width: 720px; z-index: 1';
  });
  const withPortalCss = await element.screenshot({ animations: 'disabled' });
  expect(await header.screenshot({ animations: 'disabled' })).toEqual(portalAlone);
  // Every stylesheet of the page off (a bundler renames the portal's own); the kit's are in the
  // element's shadow root, which document.styleSheets does not list.
  await page.evaluate(() => {
    for (const sheet of document.styleSheets) sheet.disabled = true;
  });
  const withoutPortalCss = await element.screenshot({ animations: 'disabled' });
  if (!withPortalCss.equals(withoutPortalCss)) {
    mkdirSync(shots, { recursive: true });
    writeFileSync(path.join(shots, `${name}-kit-with-portal-css.png`), withPortalCss);
    writeFileSync(path.join(shots, `${name}-kit-without-portal-css.png`), withoutPortalCss);
    expect.fail('the portal’s CSS changed the kit’s look');
  }
  await page.context().close();
}
