
const { renderToString } = require('react-dom/server');
const { createElement: h } = require('react');
const root = require('storefront-onboarding');
const m0 = require('storefront-onboarding');
const m1 = require('storefront-onboarding/api');
const m2 = require('storefront-onboarding/components');
const m3 = require('storefront-onboarding/rich-text');
const m4 = require('storefront-onboarding/data-table');
const m5 = require('storefront-onboarding/theme');
const m6 = require('storefront-onboarding/i18n');
const m7 = require('storefront-onboarding/account');
const m8 = require('storefront-onboarding/wizards');
const m9 = require('storefront-onboarding/chrome');
const m10 = require('storefront-onboarding/validation');
const m11 = require('storefront-onboarding/s3');
const mods = [m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11];
const planned = ["storefront-onboarding/wizards","storefront-onboarding/chrome"];
const names = ["storefront-onboarding","storefront-onboarding/api","storefront-onboarding/components","storefront-onboarding/rich-text","storefront-onboarding/data-table","storefront-onboarding/theme","storefront-onboarding/i18n","storefront-onboarding/account","storefront-onboarding/wizards","storefront-onboarding/chrome","storefront-onboarding/validation","storefront-onboarding/s3"];
for (const [i, m] of mods.entries()) {
  const empty = Object.keys(m).filter((k) => k !== 'default' && k !== '__esModule').length === 0;
  if (empty !== planned.includes(names[i])) throw new Error(names[i] + (empty ? ' is empty' : ' is no longer empty: update the planned list'));
}
const { ThankYou } = require('storefront-onboarding/account');
const html = renderToString(
  h(root.BackofficeProvider, { tenant: 'acme' },
    h(root.ThemeProvider, { preset: 'color-4', mode: 'dark' }, h(ThankYou, {}))),
);
if (!html.includes('data-color-mode="dark"') || !html.includes('Thank you for Registering with us.')) throw new Error('CJS render failed: ' + html);
console.log('CJS ok', mods.map((m) => Object.keys(m).length).join(','));
