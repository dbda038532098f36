import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guidance } from '../../../stories/docs/guidance';

/** Every story file: its title and its exported stories (read as text, nothing rendered). */
function storyFiles(
  dir = 'stories',
): Array<{ file: string; title: string; exports: string[]; tags: string }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(file);
    if (!entry.name.endsWith('.stories.tsx')) return [];
    const text = readFileSync(file, 'utf8');
    const meta = /const meta = \{([\s\S]*?)\} satisfies Meta/.exec(text)?.[1] ?? '';
    const title = /title: '([^']+)'/.exec(meta)?.[1] ?? '';
    const tags = /tags: \[([^\]]*)\]/.exec(meta)?.[1] ?? '';
    const exports = [...text.matchAll(/^export const (\w+)/gm)].map((m) => m[1]!);
    return [{ file, title, exports, tags }];
  });
}

const files = storyFiles();
/** The component pages the docs build (a meta tagged '!autodocs' has none). */
const pages = files.filter((f) => !f.tags.includes("'!autodocs'"));

describe('component pages’ guidance (stories/docs/guidance)', () => {
  it('finds the component pages (Components, Chrome, Account, Wizards, Theme, Elements, Foundations)', () => {
    const areas = new Set(pages.map((page) => page.title.split('/')[0]));
    expect([...areas].sort()).toEqual([
      'Account',
      'Chrome',
      'Components',
      'Elements',
      'Foundations',
      'Theme',
      'Wizards',
    ]);
    expect(pages.length).toBeGreaterThan(60);
  });

  it('every component page says when to use it and when not, and its content', () => {
    const missing = pages
      .map((page) => page.title)
      .filter((title) => {
        const entry = guidance[title];
        return !entry || !entry.use.length || !entry.avoid.length || !entry.content.length;
      });
    expect(missing).toEqual([]);
  });

  it('every primitive, chrome, account, wizard and theme page has do/don’t pairs', () => {
    const without = pages
      .map((page) => page.title)
      .filter((title) => /^(Components|Chrome|Account|Wizards|Theme)\//.test(title))
      .filter((title) => !guidance[title]?.pairs?.length);
    expect(without).toEqual([]);
  });

  it('every pair is drawn by stories of the page’s own file, its don’t kept docs-only', () => {
    const broken: string[] = [];
    for (const [title, entry] of Object.entries(guidance)) {
      const page = files.find((f) => f.title === title);
      if (!page) {
        broken.push(`${title}: no story file`);
        continue;
      }
      const text = readFileSync(page.file, 'utf8');
      for (const pair of entry.pairs ?? []) {
        for (const name of [pair.do, pair.dont]) {
          if (!page.exports.includes(name)) broken.push(`${title}: no story ${name}`);
        }
        // Literal tags: Storybook reads them from the file's text, so a spread would not count.
        const dont = new RegExp(
          `export const ${pair.dont}\\b[^=]*= \\{[^}]*?tags: \\['!dev', '!test', '!autodocs'\\]`,
        );
        // Every don't of the screens' pages is docs-only, whatever its name.
        const docsOnly = pair.dont.startsWith('Dont') || /^(Account|Wizards|Theme)\//.test(title);
        if (docsOnly && !dont.test(text)) {
          broken.push(`${title}: ${pair.dont} is not docs-only`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
