import { preloadedLocales } from '../../../src/i18n/resources/all';
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { BackofficeProvider } from '../../../src/api/BackofficeProvider';
import { createI18n } from '../../../src/i18n';
import { ThemeProvider } from '../../../src/theme';

const kitRoot = (container: HTMLElement) => container.querySelector<HTMLElement>('.sfo-root');

describe('the kit root’s lang', () => {
  it.each([
    ['ar', 'rtl'],
    ['hi', 'ltr'],
    ['en', 'ltr'],
  ] as const)(
    'carries the locale of the kit’s i18n instance (%s) beside its direction',
    (locale, dir) => {
      const { container } = render(
        <BackofficeProvider
          i18n={createI18n({ lng: locale, preloaded: preloadedLocales })}
          tenant="acme"
        >
          <ThemeProvider direction={dir}>content</ThemeProvider>
        </BackofficeProvider>,
      );
      expect(kitRoot(container)).toHaveAttribute('lang', locale);
      expect(kitRoot(container)).toHaveAttribute('dir', dir);
    },
  );

  it('follows a language change, and overlays inherit it', async () => {
    const i18n = createI18n({ lng: 'en' });
    const { container } = render(
      <BackofficeProvider i18n={i18n} tenant="acme">
        <ThemeProvider>content</ThemeProvider>
      </BackofficeProvider>,
    );
    await act(() => i18n.changeLanguage('hi'));
    expect(kitRoot(container)).toHaveAttribute('lang', 'hi');
    expect(container.querySelector('.sfo-portal')?.closest('[lang]')).toBe(kitRoot(container));
  });

  it('takes an explicit lang over the instance’s', () => {
    const { container } = render(
      <BackofficeProvider
        i18n={createI18n({ lng: 'ar', preloaded: preloadedLocales })}
        tenant="acme"
      >
        <ThemeProvider lang="ar-EG">content</ThemeProvider>
      </BackofficeProvider>,
    );
    expect(kitRoot(container)).toHaveAttribute('lang', 'ar-EG');
  });
});
