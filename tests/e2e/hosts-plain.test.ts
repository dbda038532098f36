import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildPlainHost,
  companyAdminJourney,
  hostJourney,
  revokeToken,
  sellerJourney,
  servedHost,
  stylesStayApart,
} from './hosts';
import { english } from './journeys';

/*
 * A portal page in plain HTML, no bundler (examples/hosts/plain): one module script tag defines
 * the kit's elements; a classic script routes on their events. The kit keeps its session in the
 * origin's storage, which the sign-in element fills.
 */

const host = servedHost(buildPlainHost);

describe('the plain HTML portal', { timeout: 180_000 }, () => {
  it('loads the kit with one module script tag and no bundler', () => {
    const page = readFileSync(path.join(host.built.site, 'index.html'), 'utf8');
    expect(page.match(/<script[^>]*type="module"[^>]*>/g)).toEqual([
      '<script type="module" src="./storefront-onboarding/elements/index.js">',
    ]);
  });

  it('a new company admin claims the store, saves steps 2–3; a 401 reaches the portal', async () => {
    const { browser, server } = host;
    const journey = await hostJourney(browser, 'acme', server.port, 'register', english);
    await companyAdminJourney(journey, server.setupCodes.acme!, revokeToken('kit session'));
    // Its session cleared, the kit shows its signed-out state, not a Retry.
    await expect
      .poll(() =>
        journey.page.getByText('Your session has ended. Sign in again to continue.').count(),
      )
      .toBe(1);
    await journey.page.context().close();
  });

  it('a new seller registers, changes the password and creates its product', async () => {
    const { browser, server } = host;
    const journey = await hostJourney(browser, 'acme', server.port, 'register-seller', english);
    await sellerJourney(journey);
    await journey.page.context().close();
  });

  it('the portal’s CSS and the kit’s do not touch each other', async () => {
    await stylesStayApart(host.browser, 'globex', host.server.port, 'plain');
  });
});
