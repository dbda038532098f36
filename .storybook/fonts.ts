/**
 * The theme's typefaces (src/theme/tokens.ts `typography.family`), shipped with the repo instead of
 * fetched from a font service: Rubik for Latin (and its Arabic glyphs), Noto Sans Devanagari for
 * Hindi, Noto Sans Arabic for what Rubik lacks. Without them Hindi renders as empty boxes on a
 * machine with no Devanagari font, and screenshots would depend on the machine's fonts. Each
 * file's `unicode-range` means a page only downloads the scripts it shows. Weights: the theme's
 * regular, medium and bold (`typography.weight`).
 */
import '@fontsource/rubik/400.css';
import '@fontsource/rubik/500.css';
import '@fontsource/rubik/700.css';
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/500.css';
import '@fontsource/noto-sans-devanagari/700.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/500.css';
import '@fontsource/noto-sans-arabic/700.css';
