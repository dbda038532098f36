import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { BackofficeProvider } from '../../../src/api/BackofficeProvider';
import { addKitResources, createI18n, setKitLocale } from '../../../src/i18n';
import { allLocales } from '../../../src/i18n/resources/all';
import { ThemeProvider } from '../../../src/theme';
import { loadedRtlPlugin } from '../../../src/theme/rtl';
import { useWizardTranslation } from '../../../src/wizards/internal/strings';
import { useKitTranslation } from '../../../src/i18n';

function Labels() {
  const { t } = useWizardTranslation();
  const core = useKitTranslation();
  return (
    <p>
      <span>{t('wizard.frame.next')}</span> <span>{core.t('account.signIn.submit')}</span>
    </p>
  );
}

describe('setKitLocale: one call changes the kit’s language', () => {
  it('loads the core and the areas on screen and the mirroring, then switches, turning the kit right to left', async () => {
    const i18n = createI18n();
    const { container } = render(
      <BackofficeProvider i18n={i18n} tenant="acme">
        <ThemeProvider>
          <Labels />
        </ThemeProvider>
      </BackofficeProvider>,
    );
    expect(screen.getByText('Next')).toBeInTheDocument();
    expect(container.querySelector('.sfo-root')).toHaveAttribute('dir', 'ltr');
    let result: Awaited<ReturnType<typeof setKitLocale>> | undefined;
    await act(async () => {
      result = await setKitLocale(i18n, 'ar');
    });
    expect(result).toEqual({ language: 'ar', direction: 'rtl' });
    // Already there when the call resolves: no English frame after the switch.
    expect(screen.getByText(allLocales.ar.wizard.frame.next)).toBeInTheDocument();
    expect(screen.getByText(allLocales.ar.account.signIn.submit)).toBeInTheDocument();
    expect(container.querySelector('.sfo-root')).toHaveAttribute('dir', 'rtl');
    expect(container.querySelector('.sfo-root')).toHaveAttribute('lang', 'ar');
    expect(loadedRtlPlugin()).toBeTypeOf('function');
    await act(() => setKitLocale(i18n, 'hi'));
    expect(screen.getByText(allLocales.hi.wizard.frame.next)).toBeInTheDocument();
    expect(container.querySelector('.sfo-root')).toHaveAttribute('dir', 'ltr');
  });

  it('an explicit direction stays the host’s', async () => {
    const i18n = createI18n();
    const { container } = render(
      <BackofficeProvider i18n={i18n} tenant="acme">
        <ThemeProvider direction="ltr">
          <Labels />
        </ThemeProvider>
      </BackofficeProvider>,
    );
    await act(() => setKitLocale(i18n, 'ar'));
    expect(container.querySelector('.sfo-root')).toHaveAttribute('dir', 'ltr');
  });

  it('works with a host’s own i18next instance (addKitResources), which has no kit backend', async () => {
    const own = i18next.createInstance();
    await own.use(initReactI18next).init({ lng: 'en', resources: {}, initAsync: false });
    addKitResources(own);
    render(
      <BackofficeProvider i18n={own} tenant="acme">
        <ThemeProvider>
          <Labels />
        </ThemeProvider>
      </BackofficeProvider>,
    );
    await act(() => setKitLocale(own, 'hi'));
    expect(screen.getByText(allLocales.hi.account.signIn.submit)).toBeInTheDocument();
    expect(screen.getByText(allLocales.hi.wizard.frame.next)).toBeInTheDocument();
  });
});
