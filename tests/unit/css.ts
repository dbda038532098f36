/**
 * Every CSS rule on the page as the CSSOM serialises it (`.a { margin-left: 7px; }`):
 * styled-components inserts its rules with `insertRule` in the unit projects (vitest.config.ts),
 * so a style element's text does not hold them.
 */
export function pageCss(): string {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
}
