import { preloadedLocales } from '../src/i18n/resources/all';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { ThemeProvider } from '../src/theme';
import { createI18n } from '../src/i18n';
import { BackofficeProvider } from '../src/api/BackofficeProvider';
import { createMemoryStorage } from '../src/api/session/storage';
import { createSessionStore } from '../src/api/session/SessionStore';
import { createSettingsStore } from '../src/api/session/SettingsStore';
import { createMemoryApi, createMemoryUploader } from '../src/testing';
import { kitSettings, type KitParameters, type KitContext } from '../stories/support/kit';

/** The story's background follows the theme so contrast checks see what a user sees. */
const Canvas = styled.div`
  background: ${({ theme }) => theme.color.page};
  color: ${({ theme }) => theme.color.text};
  padding: 1rem;
  min-height: 100vh;
`;

function KitFrame({
  preset,
  mode,
  direction,
  locale,
  children,
}: Required<KitParameters> & { children: ReactNode }) {
  const i18n = useMemo(() => createI18n({ lng: locale, preloaded: preloadedLocales }), [locale]);
  const stores = useMemo(() => {
    const storage = createMemoryStorage();
    return {
      session: createSessionStore(storage),
      settings: createSettingsStore(storage),
      api: createMemoryApi(undefined, { tenant: 'acme' }),
      uploader: createMemoryUploader(),
    };
  }, []);
  useEffect(() => {
    void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  return (
    <BackofficeProvider
      i18n={i18n}
      session={stores.session}
      settings={stores.settings}
      tenant="acme"
    >
      <ThemeProvider preset={preset} mode={mode} direction={direction}>
        <Canvas>{children}</Canvas>
      </ThemeProvider>
    </BackofficeProvider>
  );
}

/**
 * One decorator applies every toolbar global: theme preset, light/dark, direction (on the story
 * root, not the frame) and locale, and mounts the provider with in-memory adapters. A story can
 * pin any of them with `parameters.kit = { direction: 'rtl', … }` (for RTL and dark stories);
 * play functions read the same locale through `storyT` (stories/support/kit.ts).
 */
export const withKit: Decorator = (Story, context) => (
  <KitFrame {...kitSettings(context as KitContext)}>
    <Story />
  </KitFrame>
);
