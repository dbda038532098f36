/** Small colour maths for WCAG contrast; no dependency needed for this. */

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/(.)/g, '$1$1') : h;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative luminance per WCAG 2.x. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mix `hex` toward `target` by `amount` (0 … 1). */
export function mix(hex: string, target: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(target);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as [number, number, number]);
}

/** The first of `candidates` that reaches `ratio` on `background`, else the best of them. */
export function readableOn(background: string, candidates: string[], ratio = 4.5): string {
  const found = candidates.find((c) => contrastRatio(c, background) >= ratio);
  if (found) return found;
  return [...candidates].sort(
    (x, y) => contrastRatio(y, background) - contrastRatio(x, background),
  )[0]!;
}

/**
 * Shift `hex` toward black (on light backgrounds) or white (on dark ones) until it reads as text
 * on `background` at `ratio`. Keeps the hue of a brand colour while making it accessible.
 */
export function ensureContrast(hex: string, background: string, ratio = 4.5): string {
  const toward = luminance(background) > 0.5 ? '#000000' : '#ffffff';
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(hex, toward, step / 20);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return toward;
}
