export { ThemeProvider, usePortalContainer, loadRtlSupport } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { createTheme, themeContrastPairs } from './createTheme';
export type { Theme, ThemeOptions } from './createTheme';
export { contrastRatio, ensureContrast, luminance, mix, readableOn } from './color';
export { breakpoints, motion, radii, shadows, space, typography, zIndex } from './tokens';
export {
  colorModes,
  colorPresetIds,
  colorPresets,
  defaultThemeSettings,
  directions,
  layoutVersionFor,
  mixLayouts,
  sidebarBackgrounds,
  sidebarSettings,
  sidebarTypes,
} from './presets';
export type {
  ColorMode,
  ColorPresetId,
  Direction,
  MixLayout,
  SidebarBackground,
  SidebarSetting,
  SidebarType,
} from './presets';
export { sidebarTheme, sidebarBackgroundBase } from './sidebar';
export { sidebarBackgroundLayers } from './sidebarBackgrounds';
export type { SidebarTheme, SidebarThemeOptions } from './sidebar';
