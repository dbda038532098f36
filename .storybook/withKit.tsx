import { preloadedLocales } from '../src/i18n/resources/all';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { ThemeProvider, createTheme } from '../src/theme';
import { createI18n } from '../src/i18n';
import { BackofficeProvider } from '../src/api/BackofficeProvider';
import { createMemoryStorage } from '../src/api/session/storage';
import { createSessionStore } from '../src/api/session/SessionStore';
import { createSettingsStore } from '../src/api/session/SettingsStore';
import { createMemoryApi, createMemoryUploader } from '../src/testing';
import { addDemoStrings } from '../stories/support/demoStrings';
import { kitSettings, type KitParameters, type KitContext } from '../stories/support/kit';

/**
 * The story's background follows the theme so contrast checks see what a user sees. No
 * `min-height`: in a docs page each example is as tall as its content (the story view paints the
 * rest of the frame through the body's background, below).
 */
const Canvas = styled.div<{ $flush: boolean }>`
  background: ${({ theme }) => theme.color.page};
  color: ${({ theme }) => theme.color.text};
  /* Full-screen stories (layouts, wizards) sit at the frame's edges, as the fixed sidebar does. */
  padding: ${({ $flush }) => ($flush ? '0' : '1rem')};
`;

let variant: KitParameters = {};
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentVariant = () => variant;

/**
 * Re-renders the mounted story with other kit settings (dark, or Arabic right-to-left) without
 * remounting it, so a screenshot shows the same state the play left in another mode
 * (.storybook/visual.ts). `{}` goes back to the story's own settings.
 */
export function renderVariant(settings: KitParameters): void {
  variant = settings;
  for (const listener of listeners) listener();
}

function KitFrame({
  preset,
  mode,
  direction,
  locale,
  story,
  flush,
  ownLandmarks,
  children,
}: Required<KitParameters> & {
  story: boolean;
  flush: boolean;
  ownLandmarks: boolean;
  children: ReactNode;
}) {
  const override = useSyncExternalStore(subscribe, currentVariant, currentVariant);
  const settings = { preset, mode, direction, locale, ...override };
  // One i18n instance per mounted story; a locale change is a `changeLanguage`, not a new
  // instance, so the story keeps its state when the toolbar (or a screenshot variant) switches.
  const [i18n] = useState(() =>
    addDemoStrings(createI18n({ lng: locale, preloaded: preloadedLocales })),
  );
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
    if (i18n.language !== settings.locale) void i18n.changeLanguage(settings.locale);
  }, [i18n, settings.locale]);
  // In the story view the whole frame takes the theme's page colour, so a dark story is not
  // framed in white. Docs pages are Storybook's own: there only the example's box is painted.
  const page = createTheme({ preset: settings.preset, mode: settings.mode }).color.page;
  // The document speaks the story's language, as a host page's <html lang> does.
  useEffect(() => {
    if (!story) return undefined;
    const root = document.documentElement;
    const previous = root.lang;
    root.lang = settings.locale;
    return () => {
      root.lang = previous;
    };
  }, [story, settings.locale]);
  useEffect(() => {
    if (!story) return undefined;
    const previous = document.body.style.background;
    document.body.style.background = page;
    return () => {
      document.body.style.background = previous;
    };
  }, [story, page]);
  return (
    <BackofficeProvider
      i18n={i18n}
      session={stores.session}
      settings={stores.settings}
      tenant="acme"
    >
      <ThemeProvider preset={settings.preset} mode={settings.mode} direction={settings.direction}>
        {/* A component sits in a host page's main landmark; a layout brings its own landmarks. */}
        <Canvas data-kit-canvas="" $flush={flush} as={story && !ownLandmarks ? 'main' : 'div'}>
          {children}
        </Canvas>
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
  <KitFrame
    {...kitSettings(context as KitContext)}
    story={context.viewMode !== 'docs'}
    flush={context.parameters.layout === 'fullscreen'}
    ownLandmarks={context.parameters.ownLandmarks === true}
  >
    <Story />
  </KitFrame>
);
