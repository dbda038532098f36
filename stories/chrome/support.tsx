import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { ThemeProvider, type ThemeOptions } from '../../src/theme';

/**
 * Re-themes a story with sidebar options on top of the toolbar's preset, mode and direction (the
 * kit decorator's theme), the way a host's settings would.
 */
export function SidebarTheme({ children, ...options }: ThemeOptions & { children: ReactNode }) {
  const outer = useTheme();
  return (
    <ThemeProvider
      preset={outer.preset}
      mode={outer.mode}
      direction={outer.direction}
      mixLayout={outer.mixLayout}
      {...options}
    >
      {children}
    </ThemeProvider>
  );
}
