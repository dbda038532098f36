import { ensureContrast, mix, readableOn } from './color';
import type { SidebarBackground, SidebarSetting, SidebarType } from './presets';

/**
 * The sidebar's backgrounds (docs/behaviour.md §4 "Chrome states"): plain colours, six patterns
 * and six images, all generated here (CSS gradients and small inline SVGs) so nothing is fetched.
 * Each has a solid `base` the text colours are measured against: patterns and images are laid
 * over it with low contrast, or under a tint, so the menu stays readable on every one of them.
 */
interface BackgroundRecipe {
  /** The solid colour text is measured against. */
  base: string;
  /** Layers drawn over the base (CSS `background-image` value), if any. */
  layers?: string;
  /** `background-size` for the layers. */
  size?: string;
}

const COLORS: Record<string, string> = {
  'dark-sidebar': '#262732',
  'light-sidebar': '#ffffff',
  'color1-sidebar': '#2b3d51',
  'color2-sidebar': '#3d1e6d',
  'color3-sidebar': '#0f4c5c',
  'color4-sidebar': '#5b2333',
  'color5-sidebar': '#1b4332',
};

const line = 'rgba(255, 255, 255, 0.07)';

const PATTERNS: BackgroundRecipe[] = [
  {
    base: '#252a3a',
    layers: `repeating-linear-gradient(45deg, ${line} 0 8px, transparent 8px 18px)`,
  },
  {
    base: '#1f2d3d',
    layers: `radial-gradient(${line} 1.5px, transparent 1.6px)`,
    size: '14px 14px',
  },
  {
    base: '#2a2438',
    layers: `linear-gradient(90deg, ${line} 1px, transparent 1px), linear-gradient(${line} 1px, transparent 1px)`,
    size: '20px 20px',
  },
  {
    base: '#1e3331',
    layers: `repeating-linear-gradient(45deg, ${line} 0 2px, transparent 2px 14px), repeating-linear-gradient(-45deg, ${line} 0 2px, transparent 2px 14px)`,
  },
  {
    base: '#332a22',
    layers: `conic-gradient(${line} 25%, transparent 0 50%, ${line} 0 75%, transparent 0)`,
    size: '24px 24px',
  },
  {
    base: '#22263a',
    layers: `repeating-radial-gradient(circle at 0 0, transparent 0 12px, ${line} 12px 14px)`,
  },
];

/** Six small landscapes: sky gradient, two hills and a sun, as an SVG data URI. */
const SCENES: Array<[string, string, string, string]> = [
  ['#3a6186', '#89253e', '#1d2b3a', '#f4a261'],
  ['#0f2027', '#2c5364', '#16343f', '#e9c46a'],
  ['#42275a', '#734b6d', '#2b1a3a', '#f7b2bd'],
  ['#134e5e', '#71b280', '#0c3440', '#fefae0'],
  ['#614385', '#516395', '#2d2250', '#ffd6a5'],
  ['#283c86', '#45a247', '#1b2a5c', '#fff3b0'],
];

function scene([top, bottom, hill, sun]: [string, string, string, string]): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 400" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="160" height="400" fill="url(#s)"/><circle cx="112" cy="120" r="26" fill="${sun}" opacity=".8"/><path d="M0 300 Q50 230 100 290 T160 270 V400 H0Z" fill="${mix(hill, '#ffffff', 0.15)}"/><path d="M0 340 Q60 290 110 335 T160 320 V400 H0Z" fill="${hill}"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/** The tint laid over an image so light text reads on it (measured against `IMAGE_BASE`). */
const IMAGE_TINT = 'rgba(16, 18, 27, 0.78)';
const IMAGE_BASE = '#181a24';

function recipe(background: SidebarBackground): BackgroundRecipe {
  const pattern = /^sidebar-pattern([1-6])$/.exec(background);
  if (pattern) return PATTERNS[Number(pattern[1]) - 1]!;
  const image = /^sidebar-img([1-6])$/.exec(background);
  if (image) {
    return {
      base: IMAGE_BASE,
      layers: `linear-gradient(${IMAGE_TINT}, ${IMAGE_TINT}), ${scene(SCENES[Number(image[1]) - 1]!)}`,
      size: 'cover',
    };
  }
  return { base: COLORS[background] ?? COLORS['dark-sidebar']! };
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
  const { base, layers, size } = background ? recipe(background) : { base: regionBackground };
  const text = readableOn(base, ['#eef0f6', '#1f2330']);
  const lightText = text === '#1f2330';
  const textMuted = ensureContrast(mix(text, base, 0.3), base);
  const activeBackground = mix(base, lightText ? '#000000' : '#ffffff', 0.1);
  return {
    type,
    setting,
    background,
    base,
    /** The CSS `background` of the sidebar. */
    fill: layers ? `${layers}, ${base}` : base,
    fillSize: size ?? 'auto',
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
