// Size budgets, checked by `npm test` (issue 2 set components ≤ 60 kB and account ≤ 25 kB; both
// were tightened once measured; all but rich-text and data-table again when Hindi and Arabic
// became chunks loaded on demand): gzip, tree-shaken `import *` of each entry. Tighten them as
// the kit grows lighter; never loosen one silently.
const { peerDependencies } = require('./package.json');

const peers = Object.keys(peerDependencies);
const platform = ['react', 'react-dom', 'styled-components'];

/**
 * Hindi and Arabic are chunks of their own, fetched only when a reader picks them: the core
 * strings (`dist/hi-*.js`, `dist/ar-*.js`) and, separately, the wizards' and the chrome's
 * (`dist/components-hi-*.js`, `dist/wizards-hi-*.js` …), fetched when one of their components first renders in that locale.
 * size-limit's esbuild would inline them, so the entries count without them and each chunk has
 * its own budget below.
 */
const lazyGroups = ['', 'components-', 'wizards-', 'chrome-', 'team-', 'resend-', 'setup-'];
const lazyLocales = lazyGroups.flatMap((group) =>
  // imported as ./… from the shared chunks, as ../… from an entry's own folder
  ['./', '../'].flatMap((dir) => [`${dir}${group}hi-*.js`, `${dir}${group}ar-*.js`]),
);
/**
 * Code fetched only when needed, each a chunk with its own budget below: 'Resend activation mail'
 * (React.lazy; it shows after registering or when a link failed), the memory api's rarer calls
 * (resend, invitation lookup, the store's team; imported on the first of them) and the wizard
 * steps' error summary (React.lazy; fetched with the first Next that finds invalid fields).
 */
const lazyComponents = ['ResendActivationPanel', 'memoryLazy', 'ErrorSummary'].flatMap((name) =>
  ['./', '../'].map((dir) => `${dir}${name}-*.js`),
);
const withoutLazyLocales = (config) => ({
  ...config,
  external: [...(config.external ?? []), ...lazyLocales, ...lazyComponents],
});
/**
 * The HTTP adapter and the presigned uploader the provider makes for `apiBase`, fetched with the
 * first call: left out of every entry but /api, which exports them.
 */
const providerAdapters = ['apiBaseAdapters'].flatMap((name) =>
  ['./', '../'].map((dir) => `${dir}${name}-*.js`),
);
const withoutLazyParts = (config) => ({
  ...withoutLazyLocales(config),
  external: [...withoutLazyLocales(config).external, ...providerAdapters],
});

/** Bundle everything but React and styled-components, to show an entry's whole cost. */
const withRuntime = (config) => ({
  ...config,
  external: [...platform, 'react/jsx-runtime', '@aws-sdk/*', ...lazyLocales, ...lazyComponents],
});

const checks = [
  {
    name: 'storefront-onboarding/components (peers excluded)',
    path: 'dist/components/index.js',
    import: '*',
    gzip: true,
    limit: '26 kB',
    ignore: peers,
  },
  {
    name: 'storefront-onboarding/rich-text (Slate editor + DOMPurify, peers excluded)',
    path: 'dist/rich-text/index.js',
    import: '*',
    gzip: true,
    limit: '95 kB',
    ignore: peers,
  },
  {
    name: 'storefront-onboarding/data-table (peers excluded)',
    path: 'dist/data-table/index.js',
    import: '*',
    gzip: true,
    limit: '50 kB',
    ignore: peers,
  },
  {
    name: 'storefront-onboarding/api (adapters, provider, stores, error codes; peers excluded)',
    path: 'dist/api/index.js',
    import: '*',
    gzip: true,
    modifyEsbuildConfig: withoutLazyLocales,
    // Raised 37.4 → 37.6 kB (issue 45, measured 37.47 kB): the sign-out and revoke-sessions calls,
    // the step-up's password on the team's calls, useSignOut, the new error codes.
    // Raised 37.6 → 38.6 kB (issue 43): the provider's host sign-on (user, token getter,
    // apiBase, the session-end watch) and the React version check.
    // Raised 38.6 → 39.5 kB (merging issues 43, 44, 46 and 47 together, measured 39.47 kB): the transport's onUnauthorized with
    // its one attempt per call, the kernel's field definitions the HTTP adapter's bodies follow.
    limit: '39.5 kB',
    ignore: peers,
  },
  {
    name: 'storefront-onboarding/testing (test doubles and demo data; peers excluded)',
    path: 'dist/testing/index.js',
    import: '*',
    gzip: true,
    // 14 → 16 kB: the chrome's demo menu (its icons, JSX) and demo friends (issue 11), measured 15.9 kB.
    // 16 → 17 kB: the memory api's seller and product list calls (issue 12), measured 16.08 kB. Test
    // doubles grow with the contract they imitate; no production host loads this entry.
    // Raised 17 → 19 kB (session 6, measured 18.46 kB): the memory API now enforces what the server does (sellers' own shop, per-account progress facts, quotas, the stored-value rules).
    // 19 → 19.5 kB (issue 21, measured 19.03 kB): the memory api refuses the same lookalike
    // usernames as the server (UTS #39 scripts, small capitals, overlays); its skeleton table
    // stays on the server.
    // 19.5 → 19.7 kB (session 10, measured 19.68 kB): the English bounds grouped without Intl
    // (src/kernel/bounds.ts), and the server's activation mail (src/kernel/mails.ts): the memory
    // api's mail put the registered name on its first line, where the server refuses to.
    // Raised 19.5 → 20 kB (issue 45, measured 19.93 kB): the memory api refuses what the server
    // does (one mailbox per address, the step-up's password, e-mails lower-cased).
    // Raised 20 → 20.9 kB (merging issues 43, 44, 46 and 47 together, measured 20.86 kB): the memory api builds its request checks
    // from the kernel's field definitions, each field written once.
    limit: '20.9 kB',
    ignore: peers,
  },
  {
    name: 'storefront-onboarding/account (peers excluded)',
    path: 'dist/account/index.js',
    import: '*',
    gzip: true,
    limit: '17 kB',
    ignore: peers,
  },
  {
    name: 'storefront-onboarding/account with react-hook-form, yup and i18next bundled',
    path: 'dist/account/index.js',
    import: '*',
    gzip: true,
    // Tightened 61 → 60 kB (session 21, measured 59.53 kB): the account rules no longer carry
    // every form's text limits (src/kernel/rules.ts).
    // Raised 60 → 60.9 kB (merging issues 43, 44, 46 and 47 together, measured 60.81 kB): the sign-in's seller registration link,
    // the register screen's link on 'store-has-owner', one account-form hook, the new buttons.
    // Raised 60.9 → 61.1 kB (issue 46 item 6, measured 61.05 kB): NumberField's unit adornment.
    limit: '61.1 kB',
    modifyEsbuildConfig: withRuntime,
  },
  {
    // The store owner's team panel (issue 21): an entry of its own, so the account and root
    // entries every newcomer loads do not carry it; its English strings ship with it. Measured
    // 11.77 kB (the Modal and Card it shares with other entries counted in). Tightened 12 →
    // 11.6 kB (session 21, measured 11.47 kB): the validation messages no longer carry every
    // form's text limits.
    name: 'storefront-onboarding/team (the store-team panel; peers excluded)',
    path: 'dist/team/index.js',
    import: '*',
    gzip: true,
    // Raised 11.6 → 12.7 kB (issue 45, measured 12.61 kB): the invite, remove and transfer
    // dialogs ask for the owner's password, a PasswordField in a ConfirmDialog.
    // Raised 12.7 → 14.4 kB (merging issues 43, 44, 46 and 47 together, measured 14.32 kB): the kit's EmptyState and Skeleton
    // replace its plain lines, and the team stays in view, read-only, after a transfer.
    limit: '14.4 kB',
    ignore: peers,
  },
  {
    name: 'storefront-onboarding/chrome (layouts, menu, customizer; peers excluded)',
    path: 'dist/chrome/index.js',
    import: '*',
    gzip: true,
    // Raised 30 → 31 kB (session 6, measured 30.02 kB): focus return, popovers closing on focus leave, the route loader and the rail monogram.
    // Raised 31 → 31.1 kB (measured 30.96 → 31.04 kB): the theme's portal element made at the
    // provider's first render (src/theme/ThemeProvider.tsx), so an app no longer renders its whole
    // tree a second time on mount (one commit before the first paint instead of two; the second
    // was 20–25 ms of the back-office's pages on a 2-core machine, in traces).
    // Raised 31.1 → 31.2 kB (issue 45, measured 31.10 kB): Sign out revokes the token on the
    // server too (useSignOut).
    // Raised 31.2 → 31.3 kB (issue 43): the theme follows its language's direction (setKitLocale).
    // Raised 31.3 → 32.2 kB (merging issues 43, 44, 46 and 47 together, measured 32.15 kB): panels that close when focus leaves,
    // the side menu's focus and Escape on phones, the language menu's one dropdown, EmptyState.
    limit: '32.2 kB',
    ignore: peers,
  },
  {
    // Measured 88.6 kB (issue 9): the flows, steps, catalog (with its data table) and drafts.
    // 93.3 kB once the wizards' English strings (2.5 kB) moved here from the root entry, which
    // every host loads (root 42 → 38 kB, api 40 → 38, components 30 → 26, account 65 → 61).
    // The rich-text editor is a chunk loaded when About Us or Terms shows; esbuild inlines it
    // here, so Slate and DOMPurify are left out to measure what the entry itself costs.
    name: 'storefront-onboarding/wizards (peers excluded; the lazily loaded Slate editor left out)',
    path: 'dist/wizards/index.js',
    import: '*',
    gzip: true,
    // Raised 95 → 95.2 kB (issue 25, measured 95.12 kB after the error summary moved to its own
    // chunk, 95.61 kB before): the compact progress strip for phones, the pinned modal, empty
    // states with an action for each catalog table, table-shaped skeletons, the image fallback
    // and Register Details as label/value lists.
    // Raised 95.2 → 95.9 kB (session 9, measured 95.86 kB): a Next or Save pressed while an image
    // field still reads the chosen file's bytes waits for it, busy and saying why, instead of
    // validating an empty field and losing the file (the steps' form and the catalog dialogs);
    // catalog table headings one level below the step title; one confirm dialog for the team
    // and the catalog (+60 B of the 0.66 kB).
    // Raised 95.9 → 96.3 kB (session 10, measured 96.21 kB): primeStoreReads, which fills a page's
    // first reads into the query cache before its first render (an inner page then renders once
    // instead of twice), and the lists' mount read skipping an answer primed a moment ago; the
    // English bounds grouped without Intl (below).
    // Raised 96.3 → 96.4 kB (session 13, measured 96.40 kB): primeStoreReads fills the store
    // team's query too, so the team panel's first render shows the team instead of a loading
    // line and a second render (the sellers page's time to data: bench/pages.mjs).
    // Raised 96.4 → 96.5 kB (session 15, measured 96.42 kB): useFocusAfterClose, so focus lands on
    // a catalog table's heading after a removal instead of on the page (CI caught the race); a
    // useReducer and an effect, about 20 B gzip. The animation frame it replaces was the bug.
    // Raised 96.5 → 96.7 kB (issues 45 and 46, measured 96.61 kB): e-mail addresses lower-cased
    // before the check, and the register form's one-mailbox rule in the shared validation.
    // Raised 96.7 → 98.4 kB (issue 43): the shell says what stops it (no store, unknown store,
    // dead API, signed out) in place of its skeleton, with those messages' English.
    // Raised 98.4 → 99.3 kB (merging issues 43, 44, 46 and 47 together, measured 99.21 kB): the URL and document title name the
    // step, every saved field back on a revisit, read-only fields that say why, the buttons.
    // Raised 99.3 → 100.4 kB (issue 46 items 5 and 6, measured 100.33 kB): a line of help under
    // each step's title in English (23 lines, Hindi and Arabic load on demand), the units' words,
    // the unit adornment, the frame's column and dd/mm/yyyy days.
    // Raised 100.4 → 100.5 kB (issue 42, measured 100.41 kB): Level1's Next, pressed while the new
    // category is still being reported, waits for the report instead of being sent back.
    // Raised 100.5 → 101.1 kB (issue 46 item 7, measured 100.99 kB): a server's refusal names its
    // field by the label on screen (StepRefusal, steps and add-new dialogs), in one place.
    limit: '101.1 kB',
    ignore: [...peers, 'slate', 'slate-react', 'slate-history', 'dompurify'],
  },
  {
    name: 'storefront-onboarding root entry (provider, theme, i18n resources, primitives, account; peers excluded)',
    path: 'dist/index.js',
    import: '*',
    gzip: true,
    // Raised 38 → 39 kB (session 6, measured 38.85 kB): claiming a store (setup code field), the current-password field and their strings in the account screens the root entry bundles.
    // Raised 39 → 39.2 kB (issue 24, measured 39.004 kB): the date input's calendar-button focus ring in the shared control styles and Modal's closeOnEscape check.
    // Raised 39.2 → 39.3 kB (issues 21 and 25, measured 39.29 kB): the compact progress strip, the pinned modal, the image fallback (primitives the root re-exports) and the invited address locked on the register screen; 'Resend activation mail' itself is a chunk loaded on demand.
    // Raised 39.3 → 39.4 kB (session 9, measured 39.39 kB): the image field tells the form around
    // it about the check it runs on a chosen file (the 'checking' state), so a fast Next waits.
    // Raised 39.4 → 39.5 kB (session 10, measured 39.45 kB): English bounds in the validation
    // messages grouped without Intl (src/kernel/bounds.ts): the messages are built while the entry
    // loads, and a page's first Intl formatter costs 15–45 ms of ICU set-up in Chromium.
    // Raised 39.5 → 39.6 kB (measured 39.45 → 39.55 kB): the theme's portal element made at the
    // provider's first render, as for the chrome entry below.
    // Tightened 39.6 → 39.5 kB (session 21, measured 39.40 kB): the account rules and messages
    // no longer carry every form's text limits (−382 B), less the register form's username row
    // that shows 'Checking username…' beside the label (+185 B).
    // Raised 39.5 → 39.7 kB (issues 45 and 46, measured 39.68 kB): the register form's
    // one-mailbox rule (src/kernel/mailbox.ts), e-mails lower-cased before the check, useSignOut,
    // ConfirmDialog among the primitives.
    // Raised 39.7 → 40.7 kB (issue 43): the provider's host sign-on (user, token getter, apiBase
    // with its adapters fetched on first call, the session-end watch) and the React version check.
    // Raised 40.7 → 42.7 kB (merging issues 43, 44, 46 and 47 together, measured 42.61 kB): one button hierarchy, EmptyState and
    // Skeleton among the primitives, overrideKitStrings, the account screens' seller links.
    // Raised 42.7 → 42.9 kB (issue 46 item 6, measured 42.82 kB): NumberField's unit adornment.
    limit: '42.9 kB',
    ignore: peers,
  },
];

/**
 * The custom elements (storefront-onboarding/elements) carry their own React: each budget is what a
 * page downloads (gzip) to show one element and use it, from the script tag on. esbuild follows
 * the loader's `import()`s, so the chunks the element never fetches are left out: the other
 * elements' screens and the parts loaded only when used (Hindi and Arabic, the rich-text editor,
 * the data table, 'Resend activation mail', the steps' error summary), each budgeted below.
 */
const elementScreens = [
  'SignInView',
  'RegisterView',
  'ChangePasswordView',
  'WizardView',
  'StoreTeamView',
];
const elementsOnDemand = [
  ...lazyGroups.flatMap((group) => [`${group}hi`, `${group}ar`]),
  // The stylesheet mirroring, fetched for a right-to-left locale.
  'stylis-rtl',
  'RichTextEditor',
  'DataTable',
  'ResendActivationPanel',
  'ErrorSummary',
];
/**
 * The element whose screen is `screen`: every other screen, the on-demand chunks but `keep`, and
 * `leaveOut` left out.
 */
const element =
  (screen, { leaveOut = [], keep = [] } = {}) =>
  (config) => ({
    ...config,
    external: [
      ...(config.external ?? []),
      ...[
        ...elementScreens.filter((name) => name !== screen),
        ...elementsOnDemand.filter((name) => !keep.includes(name)),
        ...leaveOut,
      ].map((name) => `./${name}-*.js`),
    ],
  });
const elementChecks = [
  {
    // The one script tag: the loader that defines every element, before one connects.
    name: "storefront-onboarding/elements: the loader a page's script tag fetches",
    path: 'dist/elements/index.js',
    gzip: true,
    limit: '2.5 kB',
    modifyEsbuildConfig: element(null, { leaveOut: ['mount'] }),
  },
  {
    name: 'storefront-onboarding/elements: <sfo-sign-in>, with its React, up to a sign-in',
    path: 'dist/elements/index.js',
    gzip: true,
    limit: '182 kB',
    // A sign-in uploads nothing.
    modifyEsbuildConfig: element('SignInView', { leaveOut: ['presigned'] }),
  },
  {
    name: 'storefront-onboarding/elements: <sfo-register>, with its React, up to the thank-you screen',
    path: 'dist/elements/index.js',
    gzip: true,
    limit: '184 kB',
    modifyEsbuildConfig: element('RegisterView', { leaveOut: ['presigned'] }),
  },
  {
    name: 'storefront-onboarding/elements: <sfo-change-password>, with its React',
    path: 'dist/elements/index.js',
    gzip: true,
    limit: '182 kB',
    modifyEsbuildConfig: element('ChangePasswordView', { leaveOut: ['presigned'] }),
  },
  {
    name: 'storefront-onboarding/elements: <sfo-store-team>, with its React',
    path: 'dist/elements/index.js',
    gzip: true,
    limit: '168 kB',
    modifyEsbuildConfig: element('StoreTeamView', { leaveOut: ['presigned'] }),
  },
  {
    name: 'storefront-onboarding/elements: <sfo-company-wizard> or <sfo-seller-wizard>, up to billing',
    path: 'dist/elements/index.js',
    gzip: true,
    limit: '233 kB',
    modifyEsbuildConfig: element('WizardView'),
  },
  {
    name: 'storefront-onboarding/elements: a wizard element with the rich-text editor and the data table (About Us on)',
    path: 'dist/elements/index.js',
    gzip: true,
    // Slate (with the lodash slate-react brings) and the table, as in /rich-text and /data-table.
    limit: '366 kB',
    modifyEsbuildConfig: element('WizardView', { keep: ['RichTextEditor', 'DataTable'] }),
  },
];

module.exports = [
  ...elementChecks,
  ...checks.map((check) =>
    check.modifyEsbuildConfig ? check : { ...check, modifyEsbuildConfig: withoutLazyParts },
  ),
  // Measured after the split (chunks loaded on demand): core hi 6.4 kB / ar 6.1 kB (was one
  // 10 kB chunk per locale with every area), wizards and chrome below.
  ...[
    ['', 'core', '7 kB'],
    ['components-', 'media and data primitives', '2 kB'],
    ['wizards-', 'wizards', '4 kB'],
    ['chrome-', 'chrome', '3 kB'],
    ['team-', 'store team', '2 kB'],
    ['resend-', 'resend activation', '1 kB'],
    ['setup-', 'setup messages', '1 kB'],
  ].flatMap(([group, label, limit]) =>
    ['hi', 'ar'].map((locale) => ({
      name: `storefront-onboarding ${locale} translation, ${label} strings (a chunk loaded on demand)`,
      path: `dist/${group}${locale}-*.js`,
      gzip: true,
      limit,
    })),
  ),
  // The lazily loaded 'Resend activation mail' (issue 21): the component and its English, with
  // the shared primitives it imports counted in. Measured 6.68 kB.
  {
    name: 'storefront-onboarding ResendActivation panel (a chunk loaded on demand; peers excluded)',
    path: 'dist/ResendActivationPanel-*.js',
    gzip: true,
    limit: '7 kB',
    ignore: peers,
  },
  // The wizard steps' error summary (issue 25), fetched with the first Next that finds invalid
  // fields; the shared primitives it imports (Alert, the focus helpers, the wizards' English)
  // counted in. Raised 10 → 10.3 kB (issue 46, measured 10.25 kB): the wizards' English grew by
  // the step titles a host names its page with and the seller's way in.
  {
    name: 'storefront-onboarding wizard error summary (a chunk loaded on demand; peers excluded)',
    path: 'dist/ErrorSummary-*.js',
    gzip: true,
    // Raised 10.3 → 12.3 kB (issue 46 item 6, measured 12.26 kB): the wizards' English it counts
    // in grew by the steps' help lines; the chunk's own file is unchanged (3.2 kB raw).
    // Raised 12.3 → 12.6 kB (issue 46 item 7, measured 12.52 kB): the summary is said once per
    // Next through a one-shot alert, and stays quiet while the reader fixes fields.
    limit: '12.6 kB',
    ignore: peers,
  },
  // Issue 21 (measured 5.87 kB, its shared memory helpers counted in): resend, invitations and
  // the store's team moved out of the testing entry, which stays within its 19.5 kB.
  {
    name: "storefront-onboarding/testing: the memory api's rarer calls (a chunk loaded on demand)",
    path: 'dist/memoryLazy-*.js',
    gzip: true,
    // 6 → 6.1 kB (session 10, measured 6.08 kB): its mails' module, shared with the entry, now
    // holds the activation mail and the name rule the server uses as well.
    // Raised 5.8 → 7.2 kB (issue 45, measured 7.15 kB): the step-up's password check, the
    // ownership mail and its 24-hour window, removing an admin's sleepers, sign-out and revoking
    // sessions, as the server answers them.
    // Raised 7.2 → 8.6 kB (issue 44, measured 8.57 kB): the memory api checks request bodies
    // against the kernel's field definitions, the one place each wizard field is written (shared
    // with the testing entry, which has already loaded them when this chunk is fetched).
    limit: '8.6 kB',
    ignore: peers,
  },
];
