import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import { StyleSheetManager, ThemeProvider as StyledThemeProvider, styled } from 'styled-components';
import { createTheme, type Theme, type ThemeOptions } from './createTheme';
import type { Direction } from './presets';
import { GlobalStyle } from './GlobalStyle';
import { loadRtlSupport, loadedRtlPlugin, localeDirection, type StylisPlugin } from './rtl';

export { loadRtlSupport };

export interface ThemeProviderProps extends ThemeOptions {
  /** Writing direction. @default the direction of the kit's language (`ar` → 'rtl') */
  direction?: Direction;
  /** The kit's content. */
  children?: ReactNode;
  /** A prebuilt theme; wins over the individual options. */
  theme?: Theme;
  /** Class for the kit root (the element every kit style is scoped to). */
  className?: string;
  /** Inline style for the kit root. */
  style?: CSSProperties;
  /**
   * The language of the kit's content, set as `lang` on the kit root so screen readers pronounce
   * it right. @default the language of the kit's i18n instance (`<BackofficeProvider i18n>`)
   */
  lang?: string;
}

/** The mirroring plugin while the theme is right to left (fetched on first need). */
function useRtlPlugins(rtl: boolean): StylisPlugin[] {
  const [plugin, setPlugin] = useState<StylisPlugin | null>(loadedRtlPlugin);
  useEffect(() => {
    if (!rtl || plugin) return;
    let live = true;
    loadRtlSupport().then(
      () => live && setPlugin(loadedRtlPlugin),
      // Unmirrored until a later right-to-left render tries again: the kit's own styles are
      // logical, so only third-party physical styles wait.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [rtl, plugin]);
  const ready = plugin ?? loadedRtlPlugin();
  // One array per state: a new one each render would rebuild the stylesheet's compiler.
  return useMemo(() => (rtl && ready ? [ready] : []), [rtl, ready]);
}

const PortalContext = createContext<HTMLElement | null>(null);

/** Where overlays (modals, toasts, loaders) render so they keep the kit's styles and direction. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContext);
}

const noSubscription = () => () => {};

/**
 * The overlays' container (`.sfo-portal`), there from the provider's first render, and the ref
 * that puts it in its host element. Held in state and set from a ref, it arrived a commit late:
 * every app rendered its whole tree twice on mount (the second time for the toasts' regions to
 * move into it), about 25 ms of a 2-core machine on the back-office's pages. A hydrating render
 * has none, as the server had none; it follows a commit later.
 */
function usePortalElement(): [HTMLElement | null, (host: HTMLElement | null) => () => void] {
  const [element] = useState(() =>
    typeof document === 'undefined'
      ? null
      : Object.assign(document.createElement('div'), { className: 'sfo-portal' }),
  );
  const client = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // One callback for the provider's life: a new one would take the portal out and back in on
  // every render, and a focused field in an open dialog would lose its focus.
  const mount = useCallback(
    (host: HTMLElement | null) => {
      if (host && element) host.append(element);
      return () => element?.remove();
    },
    [element],
  );
  return [client ? element : null, mount];
}

/**
 * The language of the i18n instance the kit renders with (the provider's, else react-i18next's
 * global one), following `changeLanguage`.
 */
function useKitLanguage(): string | undefined {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (notify: () => void) => {
      i18n.on('languageChanged', notify);
      return () => i18n.off('languageChanged', notify);
    },
    [i18n],
  );
  const language = () => i18n?.resolvedLanguage ?? i18n?.language;
  return useSyncExternalStore(i18n ? subscribe : noSubscription, language, language);
}

const Root = styled.div`
  font-family: ${({ theme }) => theme.typography.family};
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  color: ${({ theme }) => theme.color.text};
`;

/**
 * Applies the kit's theme: styled-components theme, direction (with RTL style flipping), the
 * content's language and the scoped base styles. Nothing outside its root element is styled.
 * Place it inside `<BackofficeProvider>`, whose i18n instance gives the root its `lang`.
 *
 * @example
 * <ThemeProvider preset="color-3" mode="dark" direction="rtl">
 *   <SignIn … />
 * </ThemeProvider>
 */
export function ThemeProvider({
  children,
  theme: given,
  className,
  style,
  lang,
  ...options
}: ThemeProviderProps) {
  const language = useKitLanguage();
  const {
    preset,
    mode,
    mixLayout,
    primaryColor,
    secondaryColor,
    sidebarType,
    sidebarSetting,
    sidebarBackground,
  } = options;
  // Without a direction of its own, the kit follows its language: `setKitLocale(i18n, 'ar')`
  // turns it right to left with the words.
  const direction = options.direction ?? localeDirection(language ?? 'en');
  const theme = useMemo(
    () =>
      given ??
      createTheme({
        preset,
        mode,
        direction,
        mixLayout,
        primaryColor,
        secondaryColor,
        sidebarType,
        sidebarSetting,
        sidebarBackground,
      }),
    [
      given,
      preset,
      mode,
      direction,
      mixLayout,
      primaryColor,
      secondaryColor,
      sidebarType,
      sidebarSetting,
      sidebarBackground,
    ],
  );
  const [portal, mountPortal] = usePortalElement();
  const rtl = theme.direction === 'rtl';
  const plugins = useRtlPlugins(rtl);
  return (
    <StyleSheetManager stylisPlugins={plugins}>
      <StyledThemeProvider theme={theme}>
        <GlobalStyle />
        <Root
          className={['sfo-root', className].filter(Boolean).join(' ')}
          dir={theme.direction}
          lang={lang ?? language}
          data-color-mode={theme.mode}
          data-preset={theme.preset}
          data-mix-layout={theme.mixLayout}
          style={style}
        >
          <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>
          <div className="sfo-portal-host" ref={mountPortal} />
        </Root>
      </StyledThemeProvider>
    </StyleSheetManager>
  );
}
