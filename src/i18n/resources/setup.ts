// What the kit says when it cannot work where it was put (docs/embedding.md, "Errors"): no
// store, a store the API does not know, an API that does not answer, a session that ended, an
// element attribute it cannot use. `{{setting}}` is code (`tenant="…"`, `<BackofficeProvider
// apiBase>`), never translated. Its own area: English ships with the wizards and the elements.
const en = {
  noTenant: {
    title: 'No store to show',
    text: 'This page’s address ({{host}}) names no store, so the kit cannot tell which store to load. Open the page on the store’s own address (acme.example.com), or set {{setting}}.',
  },
  unknownTenant: {
    title: 'Unknown store',
    text: 'The onboarding API knows no store called “{{tenant}}”. Check {{setting}}, or open the page on the store’s own address.',
  },
  apiUnreachable: {
    title: 'The onboarding API does not answer',
    text: 'Nothing answered as the onboarding API at {{apiBase}}. Check that the API is running, and set {{setting}} to its address.',
    textNoAddress:
      'The onboarding API does not answer. Check that it is running, and that {{setting}} points at it.',
  },
  signedOut: {
    title: 'Signed out',
    text: 'Your session has ended. Sign in again to continue.',
  },
  notSignedIn: {
    title: 'Not signed in',
    text: 'Nobody is signed in here. Sign in first, or give {{setting}} the signed-in user.',
  },
  attribute: {
    title: 'Check this element’s settings',
    invalid: 'The {{name}} attribute is “{{value}}”. Use {{allowed}}.',
    missing: 'Set the {{name}} attribute ({{example}}).',
  },
  tryAgain: 'Try again',
};

/** The setup area in English (other locales: ./hi/setup-hi, ./ar/setup-ar, on demand). */
export const setup = en;
export type SetupStrings = typeof en;
