import {
  createContext,
  useContext,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
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

const Root = styled.div`
  font-family: ${({ theme }) => theme.typography.family};
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  color: ${({ theme }) => theme.color.text};
`;

/**
 * Applies the kit's theme: styled-components theme, direction (with RTL style flipping) and the
 * scoped base styles. Nothing outside its root element is styled.
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
  ...options
}: ThemeProviderProps) {
  const { preset, mode, direction, mixLayout, primaryColor, secondaryColor } = options;
  const theme = useMemo(
    () =>
      given ?? createTheme({ preset, mode, direction, mixLayout, primaryColor, secondaryColor }),
    [given, preset, mode, direction, mixLayout, primaryColor, secondaryColor],
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
