import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import { StyleSheetManager, ThemeProvider as StyledThemeProvider, styled } from 'styled-components';
import rtlPluginImport from 'stylis-plugin-rtl';
import { createTheme, type Theme, type ThemeOptions } from './createTheme';
import { GlobalStyle } from './GlobalStyle';

export interface ThemeProviderProps extends ThemeOptions {
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

type StylisPlugin = typeof rtlPluginImport;
// Node's ESM loader hands a CommonJS module's `exports` object as the default import; bundlers
// unwrap it. Take the function either way, or RTL server rendering breaks.
const rtlPlugin: StylisPlugin =
  (rtlPluginImport as unknown as { default?: StylisPlugin }).default ?? rtlPluginImport;

const PortalContext = createContext<HTMLElement | null>(null);

/** Where overlays (modals, toasts, loaders) render so they keep the kit's styles and direction. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContext);
}

const noSubscription = () => () => {};

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
    direction,
    mixLayout,
    primaryColor,
    secondaryColor,
    sidebarType,
    sidebarSetting,
    sidebarBackground,
  } = options;
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
  const [portal, setPortal] = useState<HTMLElement | null>(null);
  const rtl = theme.direction === 'rtl';
  return (
    <StyleSheetManager stylisPlugins={rtl ? [rtlPlugin] : []}>
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
          <div className="sfo-portal" ref={setPortal} />
        </Root>
      </StyledThemeProvider>
    </StyleSheetManager>
  );
}
