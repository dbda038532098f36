import { describe, expect, it } from 'vitest';
import {
  buildAngularHost,
  companyAdminJourney,
  hostJourney,
  revokeToken,
  sellerJourney,
  servedHost,
  stylesStayApart,
} from './hosts';
import { english } from './journeys';

/*
 * An Angular 22 portal (examples/hosts/angular), compiled by Angular's own AOT compiler from npm:
 * it binds the elements' attributes ([attr.api-base]) and properties ([user], [getAccessToken])
 * and listens to their events. It signs its users in itself: after the sign-in element it hands
 * each element the user and a token getter, never the kit's own session.
 */

const host = servedHost(buildAngularHost);

describe('the Angular portal', { timeout: 180_000 }, () => {
  it('builds in under a minute', () => {
    expect(host.built.seconds).toBeLessThan(60);
  });

  it('a new company admin claims the store, saves steps 2–3; a 401 reaches the portal', async () => {
    const { browser, server } = host;
    const journey = await hostJourney(browser, 'acme', server.port, 'register', english);
    // The wizard's calls carry the portal's token ([getAccessToken]): revoking it is the 401.
    await companyAdminJourney(journey, server.setupCodes.acme!, revokeToken('portal session'));
    // The portal's handler signed its user out.
    expect(await journey.page.evaluate(() => sessionStorage.getItem('portal-user'))).toBeNull();
    await journey.page.context().close();
  });

  it('a new seller registers, changes the password and creates its product', async () => {
    const { browser, server } = host;
    const journey = await hostJourney(browser, 'acme', server.port, 'register-seller', english);
    await sellerJourney(journey);
    await journey.page.context().close();
  });

  it('the portal’s CSS and the kit’s do not touch each other', async () => {
    await stylesStayApart(host.browser, 'acme', host.server.port, 'angular');
  });
});
