import { createGlobalStyle } from 'styled-components';

/**
 * Base styles, scoped to `.sfo-root` so an embedding portal's own CSS is untouched and the kit's
 * looks do not depend on it. The visually hidden class has block margins only: an inline -1px put
 * the box 1 px past the right edge of right-to-left pages, which then scrolled sideways on a phone.
 * A layout mirrored against its language's direction (the customizer's RTL layout with English
 * text, or an LTR layout in Arabic) sets each text block's direction from its first letter, so
 * English keeps its punctuation at its end ('Copyright … reserved.', 'Search..'), not at its start.
 * (Comments stay out of the CSS text: inside it they would ship to every reader.)
 */
export const GlobalStyle = createGlobalStyle`
  .sfo-root,
  .sfo-root *,
  .sfo-root *::before,
  .sfo-root *::after {
    box-sizing: border-box;
  }
  .sfo-root :where(h1, h2, h3, h4, h5, h6, p, ul, ol, figure) {
    margin: 0;
  }
  .sfo-root :where(button, input, select, textarea) {
    font: inherit;
    color: inherit;
  }
  .sfo-root :where(a) {
    color: ${({ theme }) => theme.color.primaryText};
  }
  .sfo-root :where(:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  .sfo-root .sfo-visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px 0;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
  .sfo-root[dir='rtl']:not(:is(:lang(ar), :lang(he), :lang(fa), :lang(ur)))
    :where(p, h1, h2, h3, h4, h5, h6, li, dt, dd, label, legend, th, td, button, a, small, figcaption),
  .sfo-root[dir='rtl']:not(:is(:lang(ar), :lang(he), :lang(fa), :lang(ur))) ::placeholder,
  .sfo-root[dir='ltr']:is(:lang(ar), :lang(he), :lang(fa), :lang(ur))
    :where(p, h1, h2, h3, h4, h5, h6, li, dt, dd, label, legend, th, td, button, a, small, figcaption),
  .sfo-root[dir='ltr']:is(:lang(ar), :lang(he), :lang(fa), :lang(ur)) ::placeholder {
    unicode-bidi: plaintext;
  }
  @media (prefers-reduced-motion: reduce) {
    .sfo-root *,
    .sfo-root *::before,
    .sfo-root *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
