import { mix } from './color';
import type { SidebarBackground } from './presets';

/**
 * The patterns and images of the sidebar backgrounds (docs/behaviour.md, "States and transitions"), generated here (CSS
 * gradients, small inline SVGs) so nothing is fetched. They are drawn over the background's base
 * colour (`sidebarBackgroundBase`): the patterns with low contrast, the images under a dark tint.
 */
const line = 'rgba(255, 255, 255, 0.07)';

const PATTERNS: Array<{ image: string; size?: string }> = [
  { image: `repeating-linear-gradient(45deg, ${line} 0 8px, transparent 8px 18px)` },
  { image: `radial-gradient(${line} 1.5px, transparent 1.6px)`, size: '14px 14px' },
  {
    image: `linear-gradient(90deg, ${line} 1px, transparent 1px), linear-gradient(${line} 1px, transparent 1px)`,
    size: '20px 20px',
  },
  {
    image: `repeating-linear-gradient(45deg, ${line} 0 2px, transparent 2px 14px), repeating-linear-gradient(-45deg, ${line} 0 2px, transparent 2px 14px)`,
  },
  {
    image: `conic-gradient(${line} 25%, transparent 0 50%, ${line} 0 75%, transparent 0)`,
    size: '24px 24px',
  },
  { image: `repeating-radial-gradient(circle at 0 0, transparent 0 12px, ${line} 12px 14px)` },
];

/**
 * Six small landscapes: sky gradient, a sun and two hills, all in the scene's lower third, under
 * the menu rather than behind its labels (a sun at the top sat behind 'Users' and 'Ecommerce').
 */
const SCENES: Array<[string, string, string, string]> = [
  ['#3a6186', '#89253e', '#1d2b3a', '#f4a261'],
  ['#0f2027', '#2c5364', '#16343f', '#e9c46a'],
  ['#42275a', '#734b6d', '#2b1a3a', '#f7b2bd'],
  ['#134e5e', '#71b280', '#0c3440', '#fefae0'],
  ['#614385', '#516395', '#2d2250', '#ffd6a5'],
  ['#283c86', '#45a247', '#1b2a5c', '#fff3b0'],
];

function scene([top, bottom, hill, sun]: [string, string, string, string]): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 400" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="160" height="400" fill="url(#s)"/><circle cx="112" cy="268" r="22" fill="${sun}" opacity=".8"/><path d="M0 300 Q50 230 100 290 T160 270 V400 H0Z" fill="${mix(hill, '#ffffff', 0.15)}"/><path d="M0 340 Q60 290 110 335 T160 320 V400 H0Z" fill="${hill}"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

const TINT = 'rgba(16, 18, 27, 0.78)';

/**
 * The layers drawn over a sidebar background's base: CSS `background-image` and `background-size`,
 * or null for a plain colour.
 */
export function sidebarBackgroundLayers(
  background: SidebarBackground | null,
): { image: string; size: string } | null {
  if (!background) return null;
  const pattern = /^sidebar-pattern([1-6])$/.exec(background);
  if (pattern) {
    const { image, size } = PATTERNS[Number(pattern[1]) - 1]!;
    return { image, size: size ?? 'auto' };
  }
  const img = /^sidebar-img([1-6])$/.exec(background);
  if (img) {
    return {
      image: `linear-gradient(${TINT}, ${TINT}), ${scene(SCENES[Number(img[1]) - 1]!)}`,
      size: 'cover',
    };
  }
  return null;
}
