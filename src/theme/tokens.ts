/** Design tokens shared by every component. Sizes in rem so user font scaling is honoured. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px' } as const;

export const typography = {
  family:
    "'Rubik', 'Segoe UI', system-ui, -apple-system, 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Arabic', sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  size: {
    xs: '0.75rem',
    sm: '0.8125rem',
    md: '0.9375rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  weight: { regular: 400, medium: 500, bold: 700 },
  lineHeight: { tight: 1.25, normal: 1.5 },
} as const;

export const zIndex = {
  base: 0,
  sticky: 100,
  sidebar: 200,
  header: 300,
  dropdown: 400,
  overlay: 900,
  modal: 1000,
  toast: 1100,
  loader: 1200,
} as const;

export const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** docs/behaviour.md, "Constants": the sidebar collapses under 991 px. */
export const breakpoints = { sidebar: 991, sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/**
 * Widths of content columns. `form`: the column of a wizard's frame (strip, step and Back / Next,
 * form and catalog steps alike) and the most a form step takes on its own, 60rem (960 px): wide
 * enough for a progress strip of twelve markers, narrow enough that a field a whole wide screen
 * across does not become hard to read and to scan.
 */
export const layout = { form: '60rem' } as const;

export const shadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
  md: '0 4px 14px rgba(0, 0, 0, 0.12)',
  lg: '0 12px 40px rgba(0, 0, 0, 0.2)',
} as const;
