
import { renderToString } from 'react-dom/server';
import { createElement as h } from 'react';
import * as root from 'storefront-onboarding';
import * as m0 from 'storefront-onboarding';
import * as m1 from 'storefront-onboarding/api';
import * as m2 from 'storefront-onboarding/components';
import * as m3 from 'storefront-onboarding/rich-text';
import * as m4 from 'storefront-onboarding/data-table';
import * as m5 from 'storefront-onboarding/theme';
import * as m6 from 'storefront-onboarding/i18n';
import * as m7 from 'storefront-onboarding/account';
import * as m8 from 'storefront-onboarding/wizards';
import * as m9 from 'storefront-onboarding/chrome';
import * as m10 from 'storefront-onboarding/validation';
import * as m11 from 'storefront-onboarding/s3';
const mods = [m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11];
const planned = ["storefront-onboarding/wizards","storefront-onboarding/chrome"];
const names = ["storefront-onboarding","storefront-onboarding/api","storefront-onboarding/components","storefront-onboarding/rich-text","storefront-onboarding/data-table","storefront-onboarding/theme","storefront-onboarding/i18n","storefront-onboarding/account","storefront-onboarding/wizards","storefront-onboarding/chrome","storefront-onboarding/validation","storefront-onboarding/s3"];
for (const [i, m] of mods.entries()) {
  const empty = Object.keys(m).filter((k) => k !== 'default' && k !== 'module.exports').length === 0;
  if (empty !== planned.includes(names[i])) throw new Error(names[i] + (empty ? ' is empty' : ' is no longer empty: update the planned list'));
}
const html = renderToString(
  h(root.BackofficeProvider, { tenant: 'acme' },
    h(root.ThemeProvider, { preset: 'color-2', direction: 'rtl' },
      h(root.SignInForm, { onSubmit: () => {} }))),
);
if (!html.includes('dir="rtl"') || !html.includes('Sign In') || !html.includes('Create Account')) throw new Error('ESM render failed: ' + html);
console.log('ESM ok', mods.map((m) => Object.keys(m).length).join(','));
