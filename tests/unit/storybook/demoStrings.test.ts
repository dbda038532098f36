import { describe, expect, it } from 'vitest';
import { demoMenu } from '../../../src/testing/demoMenu';
import type { MenuItem } from '../../../src/chrome/menu/types';
import { createI18n, KIT_NAMESPACE } from '../../../src/i18n';
import { preloadedLocales } from '../../../src/i18n/resources/all';
import { addDemoStrings, demoTitles } from '../../../stories/support/demoStrings';

const titles = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [item.title, ...titles(item.children ?? [])]);

describe('the demo menu in Storybook', () => {
  it('has every title in Hindi and Arabic, so no Arabic story shows an English menu', () => {
    for (const title of new Set(titles(demoMenu))) {
      expect(demoTitles.hi).toHaveProperty([title]);
      expect(demoTitles.ar).toHaveProperty([title]);
    }
  });

  it('translates the titles as the chrome does (t(title)) and keeps English as it is', () => {
    const i18n = addDemoStrings(createI18n({ lng: 'ar', preloaded: preloadedLocales }));
    const ar = i18n.getFixedT('ar', KIT_NAMESPACE);
    expect(ar('ViewPaymentAccount', { defaultValue: 'ViewPaymentAccount' })).toBe('عرض حساب الدفع');
    expect(ar('demo.brand')).toBe('ستورفرونت');
    const en = i18n.getFixedT('en', KIT_NAMESPACE);
    expect(en('Form Wizard', { defaultValue: 'Form Wizard' })).toBe('Form Wizard');
    expect(en('demo.brand')).toBe('Storefront');
  });
});
