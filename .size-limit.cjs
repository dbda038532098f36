// Size budgets, checked by `npm test`: gzip, tree-shaken `import *` of each entry. Tighten them as
// the kit grows lighter; never loosen one silently.
const { peerDependencies } = require('./package.json');

const peers = Object.keys(peerDependencies);
const platform = ['react', 'react-dom', 'styled-components'];

/** Bundle everything but React and styled-components, to show an entry's whole cost. */
const withRuntime = (config) => ({
  ...config,
  external: [...platform, 'react/jsx-runtime', '@aws-sdk/*'],
});

module.exports = [
  {
    name: 'storefront-onboarding/components (peers excluded)',
    path: 'dist/components/index.js',
    import: '*',
    gzip: true,
    limit: '60 kB',
    ignore: peers,
  },
  {
    name: 'storefront-onboarding/account (peers excluded)',
    path: 'dist/account/index.js',
    import: '*',
    gzip: true,
    limit: '25 kB',
    ignore: peers,
  },
  {
    name: 'storefront-onboarding/account with react-hook-form, yup and i18next bundled',
    path: 'dist/account/index.js',
    import: '*',
    gzip: true,
    limit: '75 kB',
    modifyEsbuildConfig: withRuntime,
  },
  {
    name: 'storefront-onboarding (provider, theme, i18n resources) with i18next bundled',
    path: 'dist/index.js',
    import: '*',
    gzip: true,
    limit: '45 kB',
    modifyEsbuildConfig: withRuntime,
  },
];
