import type { KitParameters } from './kit';

/**
 * The review matrix, in Chromatic's words: a mode is a set of toolbar globals. Every story is
 * captured in `light ltr`; the screen-level stories (the first state of each account screen,
 * wizard step, modal, the content layout and the customizer, and their "errors shown" state) add
 * `dark` and `rtl` with `parameters: screenModes`. The local screenshots (.storybook/visual.ts)
 * read the same parameter, so Chromatic and `npm test` review the same renders.
 */
export const kitModes = {
  'light ltr': { mode: 'light', direction: 'ltr', locale: 'en' },
  dark: { mode: 'dark', direction: 'ltr', locale: 'en' },
  rtl: { mode: 'light', direction: 'rtl', locale: 'ar' },
} as const satisfies Record<string, KitParameters>;

export type KitModeName = keyof typeof kitModes;

/** Parameters of a screen-level story: also reviewed dark and right-to-left (Arabic). */
export const screenModes = {
  chromatic: { modes: { dark: kitModes.dark, rtl: kitModes.rtl } },
};

/**
 * Parameters of a story file whose stories render a page's content (an account screen, a
 * wizard): it sits in the frame's `main`, as in the host's page, and axe checks the whole
 * document, so the page-level rules (`page-has-heading-one`, `landmark-one-main`, `bypass`) apply
 * too (docs/behaviour.md, "Keyboard and screen readers").
 */
export const pageContent = {
  layout: 'fullscreen',
  a11y: { context: { include: ['html'] } },
} as const;

/**
 * Parameters of a story file whose stories render a whole page (a layout, or what shows in one):
 * as `pageContent`, but the page brings its own landmarks (its `main` among them), so the frame
 * is a plain box.
 */
export const wholePage = { ...pageContent, ownLandmarks: true } as const;

/**
 * Parameters of a `pageContent` story caught before the page's content exists (still loading, or
 * its load failed): there is no heading yet to check, so `page-has-heading-one` is off for it;
 * every other rule, `region` included, still applies.
 */
export const beforeContent = {
  a11y: {
    config: {
      rules: [
        { id: 'region', enabled: true },
        { id: 'page-has-heading-one', enabled: false },
      ],
    },
  },
};

/**
 * Parameters of a story that must not be captured (it animates by design, or shows live time):
 * neither the local screenshots nor Chromatic snapshot it. Say why.
 */
export function noScreenshot(reason: string) {
  return { visual: { skip: reason }, chromatic: { disableSnapshot: true } };
}

/**
 * Parameters of a story file whose stories open a modal dialog: in a docs page each example
 * renders in its own frame, so the dialog's scroll lock and focus stay in that frame instead of
 * locking or jumping the docs page.
 */
export const modalDocs = {
  docs: { story: { inline: false, height: '560px' } },
};

/**
 * Parameters and globals of a story shown on a phone 390 px wide (an iPhone 12 to 15), 844 px
 * tall unless a shorter screen is the point (a dialog taller than the viewport). Spread the
 * result into the story.
 */
export function onPhone(height = 844) {
  const name = `phone390x${height}`;
  return {
    parameters: {
      viewport: {
        options: {
          [name]: {
            name: `Phone (390 × ${height})`,
            styles: { width: '390px', height: `${height}px` },
            type: 'mobile',
          },
        },
      },
    },
    globals: { viewport: { value: name, isRotated: false } },
  };
}

/**
 * Parameters and globals of a story shown on a laptop screen 1280 px wide (the test frame is
 * otherwise 1200 px), 800 px tall: the width a layout's figures are given at (issue 46's
 * balanced wizard frame). Spread the result into the story, with its own `parameters` after.
 */
export function onLaptop() {
  const name = 'laptop1280x800';
  return {
    parameters: {
      viewport: {
        options: {
          [name]: {
            name: 'Laptop (1280 × 800)',
            styles: { width: '1280px', height: '800px' },
            type: 'desktop',
          },
        },
      },
    },
    globals: { viewport: { value: name, isRotated: false } },
  };
}

/** `story` on the same phone, in Arabic, right to left. */
export function onPhoneArabic<S extends object>(story: S, height = 844) {
  return {
    ...story,
    parameters: { ...onPhone(height).parameters, kit: { locale: 'ar', direction: 'rtl' } },
  };
}
