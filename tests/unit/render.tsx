import { preloadedLocales } from '../../src/i18n/resources/all';
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, type ThemeOptions } from '../../src/theme';
import { createI18n } from '../../src/i18n';
import { BackofficeProvider, type BackofficeProviderProps } from '../../src/api/BackofficeProvider';
import { createMemoryStorage } from '../../src/api/session/storage';
import { createSessionStore } from '../../src/api/session/SessionStore';
import { createSettingsStore } from '../../src/api/session/SettingsStore';

export interface KitRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: string;
  theme?: ThemeOptions;
  provider?: Omit<BackofficeProviderProps, 'children'>;
}

/** Render inside the kit's providers (theme, i18n, in-memory session) with a userEvent instance. */
export function renderWithKit(ui: ReactElement, options: KitRenderOptions = {}) {
  const { locale = 'en', theme, provider, ...rest } = options;
  const i18n = createI18n({ lng: locale, preloaded: preloadedLocales });
  const storage = createMemoryStorage();
  const session = createSessionStore(storage);
  const settings = createSettingsStore(storage);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <BackofficeProvider
        i18n={i18n}
        session={session}
        settings={settings}
        tenant="acme"
        {...provider}
      >
        <ThemeProvider {...theme}>{children}</ThemeProvider>
      </BackofficeProvider>
    );
  }
  const user = userEvent.setup();
  return { user, i18n, session, settings, ...render(ui, { wrapper: Wrapper, ...rest }) };
}
