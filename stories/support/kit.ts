import { preloadedLocales } from '../../src/i18n/resources/all';
import type { TFunction } from 'i18next';
import { within } from 'storybook/test';
import type { ColorMode, ColorPresetId, Direction } from '../../src/theme';
import { createI18n, KIT_NAMESPACE, localeDirection } from '../../src/i18n';
import { addDemoStrings } from './demoStrings';

/** What a story can pin with `parameters.kit`; unpinned settings follow the toolbar. */
export interface KitParameters {
  preset?: ColorPresetId;
  mode?: ColorMode;
  direction?: Direction;
  locale?: string;
}

/** The parts of a story's context (a decorator's or a play function's) the kit settings come from. */
export interface KitContext {
  parameters: { kit?: KitParameters } & Record<string, unknown>;
  globals: Record<string, unknown>;
}

/**
 * The settings a story renders with: `parameters.kit` wins over the toolbar's globals. The
 * decorator renders with them, and plays read the same locale, so they never disagree.
 */
export function kitSettings({ parameters, globals }: KitContext): Required<KitParameters> {
  const pinned = parameters.kit ?? {};
  const chosen = globals as KitParameters;
  return {
    preset: pinned.preset ?? chosen.preset ?? 'color-1',
    mode: pinned.mode ?? chosen.mode ?? 'light',
    direction: pinned.direction ?? chosen.direction ?? 'ltr',
    locale: pinned.locale ?? chosen.locale ?? 'en',
  };
}

const translators = new Map<string, TFunction>();

/**
 * The kit's `t` in the story's locale, for play functions: find elements by what the reader of
 * that locale sees, so switching the toolbar's language never breaks a play.
 *
 * @example
 * play: async (context) => {
 *   const t = storyT(context);
 *   await userEvent.click(within(context.canvasElement).getByRole('button', { name: t('account.signIn.submit') }));
 * }
 */
export function storyT(context: KitContext): TFunction {
  const { locale } = kitSettings(context);
  let t = translators.get(locale);
  if (!t) {
    t = addDemoStrings(createI18n({ lng: locale, preloaded: preloadedLocales })).getFixedT(
      locale,
      KIT_NAMESPACE,
    );
    translators.set(locale, t);
  }
  return t;
}

/**
 * Queries for a play function in the story's locale: `t`, the canvas, and the controls named by
 * an i18n key (a field by its label, a button by its name).
 *
 * @example
 * play: async (context) => {
 *   const { field, button } = localized(context);
 *   await userEvent.type(field('account.signIn.username'), 'asha');
 *   await userEvent.click(button('account.signIn.submit'));
 * }
 */
export function localized(context: KitContext & { canvasElement: HTMLElement }) {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  return {
    t,
    canvas,
    /** The form control labelled with the translation of `key`. */
    field: (key: string) =>
      canvas.getByLabelText<HTMLInputElement>(t(key), { selector: 'input, select, textarea' }),
    /** The button named with the translation of `key`. */
    button: (key: string) => canvas.getByRole('button', { name: t(key) }),
  };
}

/** Matches text that starts with `text` (a label followed by its required marker, a count…). */
export function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/**
 * The same story in another locale, its direction following the locale's: the play runs
 * unchanged, finding everything through `storyT`. It is a behaviour test, not another picture:
 * the right-to-left picture of a screen is its `rtl` mode (`screenModes`), so a translated copy
 * of every state would only repeat it (SignInForm alone had 25 baselines). Nor is it another axe
 * check: the rules look at roles, names, structure and colours, which a translation keeps (names
 * stay non-empty: tests/unit/i18n/i18n.test.ts checks every key in every locale), so axe runs once per state,
 * on the story itself.
 *
 * @example
 * export const DefaultArabic = inLocale(Default, 'ar');
 */
export function inLocale<S extends { parameters?: Record<string, unknown>; name?: string }>(
  story: S,
  locale: string,
): S {
  const kit = (story.parameters?.kit ?? {}) as KitParameters;
  return {
    ...story,
    // A named story (an interaction) keeps its name, with the locale, so the two stay apart.
    ...(story.name ? { name: story.name.replace(/( \(interaction\))?$/, ` · ${locale}$1`) } : {}),
    parameters: {
      ...story.parameters,
      kit: { ...kit, locale, direction: localeDirection(locale) },
      visual: { skip: `the ${locale} copy of a story whose picture is its own (and its rtl mode)` },
      a11y: { ...(story.parameters?.a11y as Record<string, unknown> | undefined), test: 'off' },
      chromatic: {
        ...(story.parameters?.chromatic as Record<string, unknown> | undefined),
        disableSnapshot: true,
      },
    },
  };
}
