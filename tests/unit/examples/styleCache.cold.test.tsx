import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { __PRIVATE__, styled } from 'styled-components';
import { createMemoryStorage } from 'storefront-onboarding/api';
import { STYLE_CACHE_KEY, startStyleCache } from '../../../examples/app/src/styleCache';

/*
 * The style cache against styled-components itself (a file of its own: it patches the library's
 * sheet for the rest of the module graph). What it relies on: the library registers a component's
 * id as the component is defined, inserts the rules stylis compiled through its sheet's
 * `insertRules`, and compiles no class whose name its sheet already knows.
 */

const storage = createMemoryStorage();

const css = 'transition: opacity 0.2s, visibility 0s 0.2s;';
const styleText = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent).join('');

it('keeps the rules a component compiled, then gives them to it as it is defined again', () => {
  // A first visit: the component compiles its class; the visit keeps it.
  const first = startStyleCache(__PRIVATE__, storage, 'b1');
  const Drawer = styled.aside.withConfig({ componentId: 'cache-drawer' })`
    ${css}
  `;
  const { container, unmount } = render(<Drawer>one</Drawer>);
  const name = [...container.firstElementChild!.classList].find((c) => c !== 'cache-drawer')!;
  expect(first.keep()).toBe(true);
  const kept = (
    JSON.parse(storage.getItem(STYLE_CACHE_KEY)!) as {
      groups: Record<string, { names: string[]; rules: string[] }>;
    }
  ).groups['cache-drawer'];
  expect(kept?.names).toEqual([name]);
  // As stylis wrote it: both transitions' delays.
  expect(kept?.rules).toHaveLength(1);
  expect(kept?.rules[0]).toMatch(
    new RegExp(`^\\.${name}\\{transition:.*visibility 0s 0\\.2s;\\}$`),
  );
  unmount();

  // The next visit starts from an empty sheet, and defines the component again.
  __PRIVATE__.mainSheet.clearNames('cache-drawer');
  __PRIVATE__.mainSheet.clearRules('cache-drawer');
  expect(styleText()).not.toContain(`.${name}{`);
  const second = startStyleCache(__PRIVATE__, storage, 'b1');
  const Again = styled.aside.withConfig({ componentId: 'cache-drawer' })`
    ${css}
  `;
  // Given its kept rules as it was defined: its class is known before it renders …
  expect(__PRIVATE__.mainSheet.hasNameForId('cache-drawer', name)).toBe(true);
  expect(second.restored()).toBe(1);
  expect(styleText()).toContain(kept!.rules[0]);
  // … so it draws with that class and compiles nothing: the rule is in the sheet once.
  const again = render(<Again>two</Again>);
  expect(again.container.firstElementChild!.classList.contains(name)).toBe(true);
  expect(styleText().split(`.${name}{`)).toHaveLength(2);
  expect(second.keep()).toBe(false);
});
