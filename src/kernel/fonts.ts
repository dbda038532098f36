/** The font families the editor offers (docs/behaviour.md, "Constants": Arial, Times New Roman, Calibri, Comic Sans MS). */
export const RICH_TEXT_FONTS = ['Arial', 'Times New Roman', 'Calibri', 'Comic Sans MS'] as const;
export type RichTextFont = (typeof RICH_TEXT_FONTS)[number];

export function isRichTextFont(value: unknown): value is RichTextFont {
  return typeof value === 'string' && (RICH_TEXT_FONTS as readonly string[]).includes(value);
}

/** The CSS stack written for each font, with look-alike fallbacks where the font is missing. */
export const FONT_STACKS: Record<RichTextFont, string> = {
  Arial: 'Arial, Helvetica, sans-serif',
  'Times New Roman': "'Times New Roman', Times, serif",
  Calibri: 'Calibri, Carlito, sans-serif',
  'Comic Sans MS': "'Comic Sans MS', 'Comic Neue', cursive",
};

/** The kit's font for a CSS `font-family` value (its first family), or null. */
export function fontFromCss(value: string): RichTextFont | null {
  const first =
    value
      .split(',')[0]
      ?.trim()
      .replace(/^['"]|['"]$/g, '') ?? '';
  return RICH_TEXT_FONTS.find((f) => f.toLowerCase() === first.toLowerCase()) ?? null;
}

const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:'];

/** Only absolute http(s) and mailto addresses may become links. */
export function isSafeLinkUrl(value: string): boolean {
  try {
    return SAFE_PROTOCOLS.includes(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
}
