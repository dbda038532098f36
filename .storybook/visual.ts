import type { StoryContext } from '@storybook/react-vite';
import { kitSettings, type KitContext, type KitParameters } from '../stories/support/kit';
import { kitModes } from '../stories/support/modes';
import { renderVariant } from './withKit';

/**
 * Compares an element with its committed baseline. Installed by the `storybook` Vitest project's
 * setup file (.storybook/vitest.setup.ts) and absent everywhere else (Storybook itself, docs,
 * Chromatic), where capturing does nothing.
 */
export type StoryScreenshot = (element: HTMLElement, name: string) => Promise<void>;

declare global {
  var __kitStoryScreenshot: StoryScreenshot | undefined;
}

export interface VisualParameters {
  /** Why this story is never captured (it animates by design…); see `noScreenshot`. */
  skip?: string;
  /**
   * `overlay`: the story's subject sits on a fixed layer of its own outside the story's box (a
   * toast's corner, a loader over the page): that layer is captured while it shows something.
   */
  capture?: 'overlay';
}

interface ModeParameters {
  modes?: Record<string, KitParameters & { disable?: boolean }>;
}

/**
 * While capturing, only what the kit draws: no caret, no animation or transition half-way, and
 * none of the parts the browser draws by itself, which differ between browser builds (the
 * textarea's resize grip, scrollbars, the default focus ring of an element the kit leaves unstyled,
 * marked by `markNativeFocus`). The kit's own focus styles stay in the picture.
 */
const CAPTURE_CSS = `*, *::before, *::after {
  caret-color: transparent !important;
  animation: none !important;
  transition: none !important;
  scrollbar-width: none !important;
}
textarea { resize: none !important; }
::-webkit-resizer { display: none !important; }
[data-capture-native-focus] { outline: none !important; }`;

/**
 * Marks the focused element when the ring around it is the browser's default (`outline-style:
 * auto`), which CAPTURE_CSS then hides; returns the undo.
 */
function markNativeFocus(): () => void {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  if (!el || el === document.body || getComputedStyle(el).outlineStyle !== 'auto') return () => {};
  el.setAttribute('data-capture-native-focus', '');
  return () => el.removeAttribute('data-capture-native-focus');
}

/**
 * An audit, not a setting for CI: `VITE_CAPTURE_DELAY=1500 npx vitest run --project storybook`
 * waits this long before each capture, so a story whose last frame is still changing (a loading
 * note that a slow machine no longer shows) fails against its baseline here rather than at random.
 */
const AUDIT_DELAY_MS = Number(import.meta.env.VITE_CAPTURE_DELAY ?? 0);

/** Past this, the fallback is captured and the comparison fails, naming the story. */
const PENDING_LIMIT_MS = 20_000;

const frame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/** Resolves once nothing in the document matches `selector` (watched), or after `limitMs`. */
function noneLeft(selector: string, limitMs: number): Promise<void> {
  if (!document.querySelector(selector)) return Promise.resolve();
  return new Promise((resolve) => {
    const limit = AbortSignal.timeout(limitMs);
    const done = () => {
      observer.disconnect();
      limit.removeEventListener('abort', done);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) done();
    });
    observer.observe(document.documentElement, {
      childList: true,
      subtree: true,
      attributeFilter: ['data-kit-pending'],
    });
    limit.addEventListener('abort', done);
  });
}

/** Waits for the kit root to show `settings` (a language switch re-renders a moment later). */
async function settle(canvas: HTMLElement, settings: Required<KitParameters>): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const root = canvas.querySelector('[data-kit-canvas]')?.closest('[lang]');
    if (
      !root ||
      (root.getAttribute('lang') === settings.locale &&
        root.getAttribute('dir') === settings.direction)
    )
      break;
    await frame();
  }
  // A part the kit fetches on first use (rich-text editor, table) shows a fallback marked
  // data-kit-pending until its chunk is there: on a loaded 2-core machine that can take seconds.
  await noneLeft('[data-kit-pending]', PENDING_LIMIT_MS);
  if (AUDIT_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, AUDIT_DELAY_MS));
  // Layout first, so every face the render needs has started loading, then wait for them.
  await frame();
  await document.fonts.ready;
  await Promise.all(
    [...document.images].filter((img) => !img.complete).map((img) => img.decode().catch(() => {})),
  );
  await frame();
}

/**
 * What to capture: the story's own box, or, while a modal dialog is open, the fixed layer it sits
 * on (the viewport), so the dialog and its backdrop are in the picture; a story whose subject is
 * an overlay (`capture: 'overlay'`) captures that overlay's fixed layer while it shows.
 */
function captureTarget(canvas: HTMLElement, visual?: VisualParameters): HTMLElement {
  const dialog = document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]');
  for (let el = dialog?.parentElement; el && el !== document.body; el = el.parentElement) {
    if (getComputedStyle(el).position === 'fixed') return el;
  }
  if (visual?.capture === 'overlay') {
    const layer = [...document.querySelectorAll<HTMLElement>('.sfo-root *')].find((el) => {
      const box = el.getBoundingClientRect();
      return (
        getComputedStyle(el).position === 'fixed' &&
        box.width > 0 &&
        box.height > 0 &&
        Boolean(el.textContent?.trim())
      );
    });
    if (layer) return layer;
  }
  return canvas.querySelector<HTMLElement>('[data-kit-canvas]') ?? canvas;
}

const sameSettings = (a: Required<KitParameters>, b: Required<KitParameters>) =>
  a.preset === b.preset &&
  a.mode === b.mode &&
  a.direction === b.direction &&
  a.locale === b.locale;

/**
 * Preview `afterEach`: after the play, the story is captured in its own settings (light ltr by
 * default), then in every other Chromatic mode its parameters list (`screenModes`: dark, rtl)
 * by re-rendering the same mounted story. A mode the story pins away (an Arabic story's rtl) is
 * not captured twice. Storybook has already paused animations at their end state.
 */
export async function captureStory(context: StoryContext): Promise<void> {
  const screenshot = globalThis.__kitStoryScreenshot;
  const visual = context.parameters.visual as VisualParameters | undefined;
  if (!screenshot || visual?.skip) return;
  const name = context.id.split('--')[1] ?? context.id;
  const kitContext = context as unknown as KitContext;
  const own = kitSettings(kitContext);
  // A story that pins its mode, direction or language is itself a variant: captured once.
  const pinned = (context.parameters.kit ?? {}) as KitParameters;
  const modes =
    pinned.mode || pinned.direction || pinned.locale
      ? {}
      : ((context.parameters.chromatic as ModeParameters | undefined)?.modes ?? {});

  const captured: Required<KitParameters>[] = [];
  const style = document.createElement('style');
  style.textContent = CAPTURE_CSS;
  document.head.append(style);
  const unmarkFocus = markNativeFocus();
  try {
    await settle(context.canvasElement, own);
    await screenshot(captureTarget(context.canvasElement, visual), name);
    captured.push(own);
    for (const [mode, globals] of Object.entries(modes)) {
      if (mode === 'light ltr' || globals.disable) continue;
      const settings = kitSettings({
        ...kitContext,
        globals: { ...kitContext.globals, ...kitModes['light ltr'], ...globals },
      });
      if (captured.some((done) => sameSettings(done, settings))) continue;
      captured.push(settings);
      renderVariant(settings);
      await settle(context.canvasElement, settings);
      await screenshot(
        captureTarget(context.canvasElement, visual),
        `${name}__${mode.replace(/\s+/g, '-')}`,
      );
    }
  } finally {
    renderVariant({});
    unmarkFocus();
    style.remove();
  }
  // The story is back in its own settings and settled before the next check (axe) looks at it:
  // checked mid-render, a strip that had not measured its overflow yet was reported.
  if (captured.length > 1) await settle(context.canvasElement, own);
}
