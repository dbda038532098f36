import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { visible } from './harness';
import {
  buildReact18Host,
  companyAdminJourney,
  hostJourney,
  revokeToken,
  sellerJourney,
  servedHost,
  stylesStayApart,
} from './hosts';
import { english, translator } from './journeys';

/*
 * A React 18.3 portal (examples/hosts/react18) that npm-installs the packed tarball (its peer
 * ranges let React 18 in; the elements carry their own React 19) and renders the elements beside
 * its own React tree. Its seller walks in Arabic.
 */

const host = servedHost(buildReact18Host);

const installed = (name: string) =>
  JSON.parse(
    readFileSync(path.resolve(`.tmp/hosts/react18-app/node_modules/${name}/package.json`), 'utf8'),
  ) as { version: string; name: string };

describe('the React 18 portal', { timeout: 180_000 }, () => {
  it('installed the packed tarball beside React 18.3 with npm (no ERESOLVE)', () => {
    expect(installed('react').version).toBe('18.3.1');
    expect(installed('react-dom').version).toBe('18.3.1');
    expect(installed('storefront-onboarding').name).toBe('storefront-onboarding');
  });

  it('renders the sign-in and company wizard elements beside its own React 18 tree; a 401 reaches it', async () => {
    const { browser, server } = host;
    const journey = await hostJourney(browser, 'acme', server.port, 'register', english);
    const { page } = journey;
    await visible(page.getByText('React 18.3.1'), 'the portal’s React version', page);
    await companyAdminJourney(journey, server.setupCodes.acme!, revokeToken('kit session'));
    // The portal's own tree still answers beside the kit's.
    await page.getByRole('button', { name: 'Visits 0' }).click();
    await visible(page.getByRole('button', { name: 'Visits 1' }), 'the portal’s counter', page);
    await page.context().close();
  });

  it('a new seller registers, changes the password and creates its product, in Arabic', async () => {
    const { browser, server } = host;
    const journey = await hostJourney(
      browser,
      'acme',
      server.port,
      'register-seller',
      translator('ar'),
      (page) => page.evaluate(() => localStorage.setItem('portal-language', 'ar')),
    );
    await sellerJourney(journey);
    const direction = await journey.page
      .locator('sfo-seller-wizard')
      .evaluate((node) => node.shadowRoot!.querySelector('.sfo-root')!.getAttribute('dir'));
    expect(direction).toBe('rtl');
    await journey.page.context().close();
  });

  it('the portal’s CSS and the kit’s do not touch each other', async () => {
    await stylesStayApart(host.browser, 'acme', host.server.port, 'react18');
  });
});
