import type { StoryContext } from '@storybook/react-vite';
import { kitSettings, type KitContext } from '../stories/support/kit';

/**
 * What a state story's name promises its last frame shows, each checked with a DOM query or two
 * (no render, no picture): a story named for an error ends with an alert or an invalid field, one
 * named for loading with a busy indicator, and so on. Interaction stories (tag `interaction`) are
 * named for a walk, and their last frame is wherever the walk ends: they are not checked.
 */
interface NamePromise {
  /** Words of the story's name that make the promise (matched case-insensitively). */
  words: RegExp;
  /** What the frame must carry, as the failure says it. */
  what: string;
  holds: (canvas: HTMLElement, context: StoryContext) => boolean;
}

const some = (canvas: HTMLElement, selector: string) => canvas.querySelector(selector) !== null;

/** The kit roots in the story (the decorator's, and any the story nests, e.g. for settings). */
const roots = (canvas: HTMLElement) => [...canvas.querySelectorAll<HTMLElement>('.sfo-root')];

/**
 * A form, search or answers list the reader has not filled in yet (an empty step): no required field holds
 * a value and no file is chosen (fields with defaults, such as 90 password expiry days, may).
 */
function unfilledForm(canvas: HTMLElement): boolean {
  if (!canvas.querySelector('form, fieldset, dl, [role="search"]')) return false;
  const required = canvas.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    ':is(input, textarea, select)[aria-required="true"]:not([type="checkbox"], [type="radio"])',
  );
  const files = canvas.querySelectorAll<HTMLInputElement>('input[type="file"]');
  return (
    [...required].every((field) => field.value === '') &&
    [...files].every((input) => !input.files?.length)
  );
}

const PROMISES: NamePromise[] = [
  {
    words:
      /\b(errors?|failed|failure|refuses|rejects|invalid|mismatch|not match|wrong|taken|too large|out of range|not an image|not activated|limited|\w+ required)\b/i,
    what: 'an alert, an invalid field or an image’s fallback',
    holds: (canvas) => some(canvas, '[role="alert"], [aria-invalid="true"], [data-image-fallback]'),
  },
  {
    words:
      /\b(loading|saving|submitting|uploading|upload progress|sending|verifying|checking|busy)\b/i,
    what: 'a busy indicator (aria-busy or a progress bar)',
    holds: (canvas) => some(canvas, '[aria-busy="true"], [role="progressbar"]'),
  },
  {
    words:
      /\b(empty|no results|no matches|no \w+ results|no \w+ yet|no bookmarks|no people|no pending)\b/i,
    what: 'an empty state (or a form with nothing filled in)',
    holds: (canvas) => some(canvas, '[data-part="empty-state"]') || unfilledForm(canvas),
  },
  {
    words: /\bdisabled\b/i,
    what: 'a disabled control',
    holds: (canvas) => some(canvas, ':disabled, [aria-disabled="true"]'),
  },
  {
    words: /\bread ?only\b/i,
    what: 'a read-only value',
    holds: (canvas) => some(canvas, '[readonly], [aria-readonly="true"]'),
  },
  {
    words: /\bdark\b/i,
    what: 'the dark mode (or a dark mix layout)',
    holds: (canvas) =>
      roots(canvas).some(
        (root) => root.dataset.colorMode === 'dark' || root.dataset.mixLayout?.includes('dark'),
      ),
  },
  {
    words: /\b(arabic|right to left|rtl)\b/i,
    what: 'a right-to-left layout',
    holds: (canvas) => roots(canvas).some((root) => root.dir === 'rtl'),
  },
  {
    words: /\bdefault\b/i,
    what: 'the story’s own colour preset, mode and direction',
    holds: (canvas, context) => {
      const own = kitSettings(context as unknown as KitContext);
      return roots(canvas).every(
        (root) =>
          root.dataset.colorMode === own.mode &&
          root.dataset.preset === own.preset &&
          root.dir === own.direction,
      );
    },
  },
];

/** The promises a story's name makes (none for an interaction story). */
export function promisesOf(name: string, tags: readonly string[]): NamePromise[] {
  if (tags.includes('interaction')) return [];
  return PROMISES.filter((promise) => promise.words.test(name));
}

/**
 * Preview `afterEach`, before the picture: fails the story when its last frame does not carry
 * what its name promises (docs: Introduction, States and interactions).
 */
export function checkStoryState(context: StoryContext): void {
  // A docs page shows its inline stories without running their plays: their first frame, not
  // their last. The promise is the stories lane's to check; on the page it would only replace a
  // state story (Limited, Failed With Retry …) with this error.
  if (context.viewMode === 'docs') return;
  const broken = promisesOf(context.name, context.tags)
    .filter((promise) => !promise.holds(context.canvasElement, context))
    .map((promise) => promise.what);
  if (broken.length > 0) {
    throw new Error(
      `The story “${context.name}” ends without ${broken.join(' and ')}, which its name promises. ` +
        'Make its last frame show that state, or name it for what it shows (a walk from one ' +
        'state to another is an interaction story: tag it `interaction`).',
    );
  }
}

/** The smallest label a button may have (docs: Components/Button). */
export const MIN_LABEL_PX = 12;

/**
 * Preview `afterEach`, with the state check: no button in the story labels itself under 12 px
 * (icon buttons have no text to size and are skipped). One style read per button with text.
 */
export function checkLabelSizes(canvas: HTMLElement): void {
  const small = [...canvas.querySelectorAll<HTMLElement>('button, [role="button"]')].filter(
    (button) =>
      button.textContent?.trim() && parseFloat(getComputedStyle(button).fontSize) < MIN_LABEL_PX,
  );
  if (small.length > 0) {
    throw new Error(
      `Buttons labelled under ${MIN_LABEL_PX} px: ${small
        .map((b) => `“${b.textContent?.trim()}” (${getComputedStyle(b).fontSize})`)
        .join(', ')}.`,
    );
  }
}
