import { afterEach, describe, expect, it } from 'vitest';
import type { StoryContext } from '@storybook/react-vite';
import { checkLabelSizes, checkStoryState, promisesOf } from '../../../.storybook/stateCheck';

/** A story's context as the check reads it: its name, tags, settings and final frame. */
function story(name: string, html: string, tags: string[] = []) {
  const canvasElement = document.createElement('div');
  canvasElement.innerHTML = html;
  document.body.append(canvasElement);
  return {
    name,
    tags,
    canvasElement,
    parameters: {},
    globals: { preset: 'color-1', mode: 'light', direction: 'ltr', locale: 'en' },
  } as unknown as StoryContext;
}

/** A kit root, light ltr colour 1 unless told otherwise. */
const root = (attrs: string, inner = '') => {
  const own = { 'data-color-mode': 'light', 'data-preset': 'color-1', dir: 'ltr' };
  for (const [, key, value] of attrs.matchAll(/([\w-]+)="([^"]*)"/g)) {
    own[key as keyof typeof own] = value!;
  }
  const list = Object.entries(own).map(([key, value]) => `${key}="${value}"`);
  return `<div class="sfo-root" ${list.join(' ')}>${inner}</div>`;
};

afterEach(() => document.body.replaceChildren());

describe('the stories lane’s state check (.storybook/stateCheck.ts)', () => {
  it('reads the promises from the story’s name, none from an interaction’s', () => {
    const what = (name: string, tags: string[] = []) =>
      promisesOf(name, tags).map((promise) => promise.what);
    expect(what('Server Error Arabic')).toEqual([
      'an alert, an invalid field or an image’s fallback',
      'a right-to-left layout',
    ]);
    expect(what('Loading Options')).toEqual(['a busy indicator (aria-busy or a progress bar)']);
    expect(what('No Categories Yet')).toEqual([
      'an empty state (or a form with nothing filled in)',
    ]);
    expect(what('Logo Required')).toHaveLength(1);
    // A required field shown as such is not an error; a walk is named for the walk.
    expect(what('Required')).toEqual([]);
    expect(what('Retry after load error (interaction)', ['interaction'])).toEqual([]);
  });

  it('fails an Error story that ends without an alert or an invalid field', () => {
    expect(() => checkStoryState(story('Failed With Retry', root('', '<ul></ul>')))).toThrow(
      /ends without an alert/,
    );
    expect(() =>
      checkStoryState(story('Failed With Retry', root('', '<div role="alert">No</div>'))),
    ).not.toThrow();
  });

  it('leaves a docs page’s stories be: they are shown without their plays', () => {
    const unplayed = story('Failed With Retry', root('', '<ul></ul>'));
    expect(() => checkStoryState({ ...unplayed, viewMode: 'story' })).toThrow(/ends without/);
    expect(() => checkStoryState({ ...unplayed, viewMode: 'docs' })).not.toThrow();
  });

  it('fails a Loading story without a busy indicator, passes one with it', () => {
    expect(() => checkStoryState(story('Loading', root('', '<p>Loading…</p>')))).toThrow(
      /busy indicator/,
    );
    expect(() =>
      checkStoryState(story('Loading', root('', '<div aria-busy="true"></div>'))),
    ).not.toThrow();
  });

  it('holds a Default story to its own preset, mode and direction', () => {
    const changed = root('', root('data-color-mode="dark" data-preset="color-4" dir="rtl"'));
    expect(() => checkStoryState(story('Default', changed))).toThrow(/own colour preset/);
    expect(() => checkStoryState(story('Default', root('', root(''))))).not.toThrow();
  });

  it('takes an empty state, or a form with no required field filled, for Empty', () => {
    expect(() =>
      checkStoryState(story('Empty', root('', '<div data-part="empty-state"></div>'))),
    ).not.toThrow();
    const form = (value: string) =>
      root('', `<form><input aria-required="true" value="${value}"><input value="90"></form>`);
    expect(() => checkStoryState(story('Empty', form('')))).not.toThrow();
    expect(() => checkStoryState(story('Empty', form('Acme')))).toThrow(/empty state/);
  });

  it('checks nothing for an interaction story', () => {
    expect(() =>
      checkStoryState(story('Loading (interaction)', root('', '<p></p>'), ['interaction'])),
    ).not.toThrow();
  });

  it('fails a button labelled under 12 px, and leaves icon buttons be', () => {
    const canvas = document.createElement('div');
    canvas.innerHTML =
      '<button style="font-size: 11px">Add New</button><button style="font-size: 8px" aria-label="Close"></button>';
    document.body.append(canvas);
    expect(() => checkLabelSizes(canvas)).toThrow(/“Add New” \(11px\)/);
    canvas.querySelector('button')!.style.fontSize = '13px';
    expect(() => checkLabelSizes(canvas)).not.toThrow();
  });
});
