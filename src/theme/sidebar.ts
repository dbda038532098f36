import { ensureContrast, mix, readableOn } from './color';
import type { SidebarBackground, SidebarSetting, SidebarType } from './presets';

/**
 * The sidebar's look for its type, setting and background (docs/behaviour.md, "Chrome states").
 * Each background has a solid base the text colours are measured against; the patterns and
 * images drawn over it (`sidebarBackgroundLayers`, in its own module so the theme stays light)
 * are low-contrast or tinted, so the menu reads on every one of them.
 */
const COLORS: Record<string, string> = {
  'dark-sidebar': '#262732',
  'light-sidebar': '#ffffff',
  'color1-sidebar': '#2b3d51',
  'color2-sidebar': '#3d1e6d',
  'color3-sidebar': '#0f4c5c',
  'color4-sidebar': '#5b2333',
  'color5-sidebar': '#1b4332',
};
const PATTERN_BASES = ['#252a3a', '#1f2d3d', '#2a2438', '#1e3331', '#332a22', '#22263a'];
/** What the tinted images read as (their tint is `rgba(16, 18, 27, 0.78)`). */
const IMAGE_BASE = '#181a24';

/** The solid colour under a background, which its text is measured against. */
export function sidebarBackgroundBase(background: SidebarBackground): string {
  const pattern = /^sidebar-pattern([1-6])$/.exec(background);
  if (pattern) return PATTERN_BASES[Number(pattern[1]) - 1]!;
  if (background.startsWith('sidebar-img')) return IMAGE_BASE;
  return COLORS[background] ?? COLORS['dark-sidebar']!;
}

export interface SidebarThemeOptions {
  type: SidebarType;
  setting: SidebarSetting;
  /** The chosen background; null follows the layout's sidebar region (mix layout). */
  background: SidebarBackground | null;
  /** The sidebar region's colour from the mix layout, used when no background is chosen. */
  regionBackground: string;
  primary: string;
}

/** Everything the side menu needs to draw itself for the chosen type, setting and background. */
export function sidebarTheme({
  type,
  setting,
  background,
  regionBackground,
  primary,
}: SidebarThemeOptions) {
  const base = background ? sidebarBackgroundBase(background) : regionBackground;
  const text = readableOn(base, ['#eef0f6', '#1f2330']);
  const lightText = text === '#1f2330';
  const textMuted = ensureContrast(mix(text, base, 0.3), base);
  const activeBackground = mix(base, lightText ? '#000000' : '#ffffff', 0.1);
  return {
    type,
    setting,
    background,
    /** The solid background colour (patterns and images: `sidebarBackgroundLayers`). */
    base,
    text,
    textMuted,
    border: mix(base, text, 0.2),
    activeBackground,
    /** Text and icon colour of the active item: the primary colour, made readable. */
    activeText: ensureContrast(ensureContrast(primary, base), activeBackground),
    /** Icon colour: the primary colour under iconcolor-sidebar, else the text colour. */
    icon: setting === 'iconcolor-sidebar' ? ensureContrast(primary, base, 3) : textMuted,
  };
}

export type SidebarTheme = ReturnType<typeof sidebarTheme>;
