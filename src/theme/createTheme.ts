import { contrastRatio, ensureContrast, mix, readableOn } from './color';
import { breakpoints, layout, motion, radii, shadows, space, typography, zIndex } from './tokens';
import {
  colorPresets,
  defaultThemeSettings,
  type ColorMode,
  type ColorPresetId,
  type Direction,
  type MixLayout,
  type SidebarBackground,
  type SidebarSetting,
  type SidebarType,
} from './presets';
import { sidebarTheme } from './sidebar';

export interface ThemeOptions {
  /** Colour scheme (docs/behaviour.md, "Constants"). @default 'color-1' */
  preset?: ColorPresetId;
  /** Light or dark scheme. @default 'light' */
  mode?: ColorMode;
  /** Writing direction. @default 'ltr' */
  direction?: Direction;
  /** Which regions are dark; derived from `mode` when absent. */
  mixLayout?: MixLayout;
  /** Overrides the preset's primary colour (settings key `primary_color`). */
  primaryColor?: string;
  /** Overrides the preset's secondary colour (settings key `secondary_color`). */
  secondaryColor?: string;
  /** Sidebar type (docs/behaviour.md, "States and transitions"): full, compact (icons) or compact-icon (opens on hover). @default 'default' */
  sidebarType?: SidebarType;
  /** Sidebar setting: plain, bordered items or coloured icons. @default 'default-sidebar' */
  sidebarSetting?: SidebarSetting;
  /** Sidebar background colour, pattern or image; by default it follows the mix layout. */
  sidebarBackground?: SidebarBackground;
}

interface Surface {
  background: string;
  text: string;
  textMuted: string;
  border: string;
}

const LIGHT: Surface = {
  background: '#ffffff',
  text: '#1f2330',
  textMuted: '#5b6170',
  border: '#d5d9e2',
};
const DARK: Surface = {
  background: '#1d1e26',
  text: '#eef0f6',
  textMuted: '#a9aebd',
  border: '#3a3d4a',
};

function regionModes(mix: MixLayout): { body: ColorMode; sidebar: ColorMode; header: ColorMode } {
  switch (mix) {
    case 'dark-only':
      return { body: 'dark', sidebar: 'dark', header: 'dark' };
    case 'dark-body-only':
      return { body: 'dark', sidebar: 'light', header: 'light' };
    case 'dark-sidebar-body-mix':
      return { body: 'dark', sidebar: 'dark', header: 'light' };
    case 'dark-header-sidebar-mix':
      return { body: 'light', sidebar: 'dark', header: 'dark' };
    case 'default':
      return { body: 'light', sidebar: 'dark', header: 'light' };
    case 'light-only':
    default:
      return { body: 'light', sidebar: 'light', header: 'light' };
  }
}

/** Build the theme object every styled component reads. All text colours reach WCAG AA. */
export function createTheme(options: ThemeOptions = {}) {
  const preset = options.preset ?? defaultThemeSettings.preset;
  const mode = options.mode ?? defaultThemeSettings.mode;
  const direction = options.direction ?? defaultThemeSettings.direction;
  const mixLayout: MixLayout = options.mixLayout ?? (mode === 'dark' ? 'dark-only' : 'light-only');
  const regions = regionModes(mixLayout);
  const base = regions.body === 'dark' ? DARK : LIGHT;
  const primary = options.primaryColor ?? colorPresets[preset].primary;
  const secondary = options.secondaryColor ?? colorPresets[preset].secondary;
  const surfaceRaised = regions.body === 'dark' ? '#262732' : '#ffffff';
  const pageBackground = regions.body === 'dark' ? '#17181f' : '#f5f7fb';
  const dark = (m: ColorMode) => m === 'dark';

  const region = (m: ColorMode) => {
    const s = dark(m) ? DARK : LIGHT;
    return {
      background: dark(m) ? '#262732' : '#ffffff',
      text: s.text,
      textMuted: s.textMuted,
      border: s.border,
    };
  };

  const danger = dark(regions.body) ? '#ff8a80' : '#c62828';
  const control = dark(regions.body) ? '#7a7f90' : '#8a8f9c';
  const surfaceSunken = dark(regions.body) ? '#1f2029' : '#f0f2f7';
  // Saturated fills always carry white text: the brand colour darkened just enough for it, in
  // every preset and mode. The secondary action is neutral, not a second brand colour (as in
  // Polaris and Primer), so no fill ever needs black text.
  // One brand fill and the text on it per preset and mode, for every filled part (buttons, step
  // markers and connectors, badges, the active page, chat bubbles, the switch): light, darkened
  // until white text reads on it; dark, lightened until it stands out from the dark surfaces
  // (3:1, WCAG 1.4.11), then the text that reads on it.
  const primaryFill = dark(regions.body)
    ? ensureContrast(ensureContrast(primary, surfaceRaised, 3), pageBackground, 3)
    : ensureContrast(primary, '#ffffff');
  const onPrimaryFill = readableOn(primaryFill, ['#ffffff', '#111111']);
  const dangerFill = '#c62828';
  const success = dark(regions.body) ? '#7ddc8a' : '#1b5e20';

  return {
    preset,
    mode,
    direction,
    mixLayout,
    color: {
      primary,
      secondary,
      /**
       * The one brand fill of this preset and mode: every filled part (buttons, step markers and
       * connectors, badges, the active page, chat bubbles) uses it, with `onPrimary` on it.
       * `primary` is the colour as chosen, for identity only (never a fill behind text).
       */
      primaryFill,
      /** Text and icons on `primaryFill` (4.5:1). */
      onPrimary: onPrimaryFill,
      onSecondary: readableOn(secondary, ['#ffffff', '#111111']),
      /** Primary used as text or icon colour on the body surface (links, focus). */
      primaryText: ensureContrast(ensureContrast(primary, surfaceRaised), pageBackground),
      page: pageBackground,
      surface: surfaceRaised,
      surfaceSunken,
      text: base.text,
      textMuted: base.textMuted,
      border: base.border,
      /** Input borders must reach 3:1 against the surface (WCAG 1.4.11). */
      control,
      danger,
      dangerSurface: dark(regions.body) ? '#3b1f22' : '#fdecea',
      success,
      successSurface: dark(regions.body) ? '#1d3321' : '#e8f5e9',
      warning: dark(regions.body) ? '#ffcc80' : '#8a4b00',
      warningSurface: dark(regions.body) ? '#3a2c14' : '#fff4e5',
      info: dark(regions.body) ? '#81d4fa' : '#01579b',
      infoSurface: dark(regions.body) ? '#15303d' : '#e6f4fb',
      overlay: 'rgba(10, 12, 20, 0.55)',
      focusRing: ensureContrast(ensureContrast(primary, surfaceRaised, 3), pageBackground, 3),
    },
    /** The button palette (src/components/Button): fill, border, text and hover fill. */
    button: {
      primary: {
        background: primaryFill,
        border: primaryFill,
        text: onPrimaryFill,
        // Away from the text colour, so the hover keeps its contrast.
        hover: mix(primaryFill, onPrimaryFill === '#ffffff' ? '#000000' : '#ffffff', 0.1),
      },
      secondary: {
        background: surfaceRaised,
        border: control,
        text: base.text,
        hover: surfaceSunken,
      },
      danger: {
        background: dangerFill,
        border: dangerFill,
        text: '#ffffff',
        hover: mix(dangerFill, '#000000', 0.1),
      },
    },
    regions: {
      body: region(regions.body),
      sidebar: region(regions.sidebar),
      header: region(regions.header),
    },
    sidebar: sidebarTheme({
      type: options.sidebarType ?? 'default',
      setting: options.sidebarSetting ?? 'default-sidebar',
      background: options.sidebarBackground ?? null,
      regionBackground: region(regions.sidebar).background,
      primary,
    }),
    space,
    radii,
    typography,
    zIndex,
    motion,
    breakpoints,
    layout,
    shadows,
  };
}

export type Theme = ReturnType<typeof createTheme>;

/** Used by tests: every pair the theme promises to be readable. */
export function themeContrastPairs(theme: Theme): Array<[string, string, string, number]> {
  const c = theme.color;
  return [
    ['onPrimary on primaryFill', c.onPrimary, c.primaryFill, 4.5],
    ['primaryFill on surface', c.primaryFill, c.surface, 3],
    ['primaryFill on page', c.primaryFill, c.page, 3],
    ['onSecondary on secondary', c.onSecondary, c.secondary, 4.5],
    ['primaryText on surface', c.primaryText, c.surface, 4.5],
    ['primaryText on page', c.primaryText, c.page, 4.5],
    ['focusRing on page', c.focusRing, c.page, 3],
    ['text on surface', c.text, c.surface, 4.5],
    ['text on page', c.text, c.page, 4.5],
    ['textMuted on surface', c.textMuted, c.surface, 4.5],
    ['danger on surface', c.danger, c.surface, 4.5],
    ['danger on dangerSurface', c.danger, c.dangerSurface, 4.5],
    ['success on successSurface', c.success, c.successSurface, 4.5],
    ['warning on warningSurface', c.warning, c.warningSurface, 4.5],
    ['info on infoSurface', c.info, c.infoSurface, 4.5],
    ['control on surface', c.control, c.surface, 3],
    ['focusRing on surface', c.focusRing, c.surface, 3],
    ['primary button text', theme.button.primary.text, theme.button.primary.background, 4.5],
    ['primary button text on hover', theme.button.primary.text, theme.button.primary.hover, 4.5],
    ['secondary button text', theme.button.secondary.text, theme.button.secondary.background, 4.5],
    [
      'secondary button text on hover',
      theme.button.secondary.text,
      theme.button.secondary.hover,
      4.5,
    ],
    [
      'secondary button border',
      theme.button.secondary.border,
      theme.button.secondary.background,
      3,
    ],
    ['danger button text', theme.button.danger.text, theme.button.danger.background, 4.5],
    ['danger button text on hover', theme.button.danger.text, theme.button.danger.hover, 4.5],
  ];
}

export { contrastRatio };
