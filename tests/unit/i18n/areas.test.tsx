import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, KIT_NAMESPACE, loadKitAreas, loadLocale } from '../../../src/i18n';
import { wizardStrings } from '../../../src/wizards';
import { chromeStrings } from '../../../src/chrome';
import { componentStrings } from '../../../src/components/internal/strings';
import { teamStrings } from '../../../src/team';
import { resendStrings } from '../../../src/account/ResendActivation/strings';
import { setupStrings } from '../../../src/api/setup/strings';
import { useWizardTranslation } from '../../../src/wizards/internal/strings';
import { allLocales } from '../../../src/i18n/resources/all';

function NextLabel() {
  const { t } = useWizardTranslation();
  return <span>{t('wizard.frame.next')}</span>;
}

describe('areas loaded with their components', () => {
  it('keeps the wizards and the chrome out of the core bundle and out of the core locale chunks', async () => {
    const i18n = createI18n();
    expect(i18n.getResource('en', KIT_NAMESPACE, 'account')).toBeDefined();
    expect(i18n.getResource('en', KIT_NAMESPACE, 'wizard')).toBeUndefined();
    expect(i18n.getResource('en', KIT_NAMESPACE, 'chrome')).toBeUndefined();
    expect(i18n.getResource('en', KIT_NAMESPACE, 'media')).toBeUndefined();
    const hi = await loadLocale('hi');
    expect(hi && 'wizard' in hi).toBe(false);
    expect(hi && 'chrome' in hi).toBe(false);
  });

  it('paints a wizard component in English at once, then in Hindi when its chunk arrives', async () => {
    const i18n = createI18n({ lng: 'hi', preloaded: { hi: (await loadLocale('hi'))! } });
    render(
      <I18nextProvider i18n={i18n}>
        <NextLabel />
      </I18nextProvider>,
    );
    expect(screen.getByText('Next')).toBeInTheDocument();
    expect(await screen.findByText(allLocales.hi.wizard.frame.next)).toBeInTheDocument();
  });

  it('follows a language change to a locale whose chunk is not in yet', async () => {
    const i18n = createI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <NextLabel />
      </I18nextProvider>,
    );
    expect(screen.getByText('Next')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByText(allLocales.ar.wizard.frame.next)).toBeInTheDocument();
  });

  it('never writes an area into another instance (each instance owns its tables)', async () => {
    const first = createI18n({ lng: 'hi', preloaded: { hi: (await loadLocale('hi'))! } });
    await loadKitAreas(first, [wizardStrings]);
    const second = createI18n({ lng: 'hi', preloaded: { hi: (await loadLocale('hi'))! } });
    expect(second.getResource('en', KIT_NAMESPACE, 'wizard')).toBeUndefined();
    expect(second.getResource('hi', KIT_NAMESPACE, 'wizard')).toBeUndefined();
  });

  it('loads areas ahead of a screen, so its first paint is translated', async () => {
    const i18n = createI18n({ lng: 'ar' });
    await loadKitAreas(i18n, [wizardStrings, chromeStrings]);
    expect(i18n.getResource('ar', KIT_NAMESPACE, 'chrome')).toEqual(allLocales.ar.chrome);
    expect(i18n.getResource('ar', KIT_NAMESPACE, 'seller')).toEqual(allLocales.ar.seller);
    expect(i18n.getResource('en', KIT_NAMESPACE, 'catalog')).toEqual(allLocales.en.catalog);
  });

  it('gives every area of the full table to exactly one owner (core, components, wizards, chrome, team, resend or setup)', async () => {
    const core = Object.keys((await import('../../../src/i18n/resources/core')).coreEn);
    const owned = [
      ...core,
      ...Object.keys(componentStrings.en),
      ...Object.keys(wizardStrings.en),
      ...Object.keys(chromeStrings.en),
      ...Object.keys(teamStrings.en),
      ...Object.keys(resendStrings.en),
      ...Object.keys(setupStrings.en),
    ];
    expect(owned.sort()).toEqual(Object.keys(allLocales.en).sort());
  });

  it('has no wizard or chrome component reading strings without loading its area', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? files(full) : [full];
      });
    const offenders = ['src/wizards', 'src/chrome']
      .flatMap(files)
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => readFileSync(file, 'utf8').includes('useKitTranslation'));
    expect(offenders).toEqual([]);
    // Primitives reading the media or data strings load their area too.
    const primitives = files('src/components')
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => /t\(['`](media|data)\./.test(readFileSync(file, 'utf8')))
      .filter((file) => !readFileSync(file, 'utf8').includes('useComponentTranslation'));
    expect(primitives).toEqual([]);
  });
});
