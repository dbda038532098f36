import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sanitize, storyNameFromExport } from 'storybook/internal/csf';
import { describe, expect, it } from 'vitest';
import { kitModes } from '../../../stories/support/modes';

/**
 * Every committed screenshot baseline (stories/<dir>/__visual__/<file>/<story>[__<mode>]-chromium-linux.png,
 * written by .storybook/visual.ts) belongs to a story that still exists. `--update` writes new
 * baselines but never deletes one: without this check a renamed or removed story would leave
 * its old picture in the repo for good.
 */
const root = path.resolve(__dirname, '../../..');
const SUFFIX = '-chromium-linux.png';
const MODES = new Set(
  Object.keys(kitModes)
    .filter((mode) => mode !== 'light ltr')
    .map((mode) => mode.replace(/\s+/g, '-')),
);

function visualFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const full = path.join(dir, entry.name);
    return entry.name === '__visual__' ? [full] : visualFolders(full);
  });
}

/** The story-id part of each `export const` of a story file (what `context.id` ends with). */
function storyIds(file: string): Set<string> {
  const source = readFileSync(file, 'utf8');
  const names = [...source.matchAll(/^export const (\w+)/gm)].map((match) => match[1]!);
  return new Set(names.map((name) => sanitize(storyNameFromExport(name))));
}

/** `empty__dark` → { story: 'empty', mode: 'dark' }. */
function parseBaseline(png: string): { story: string; mode: string | null } {
  const base = png.slice(0, -SUFFIX.length);
  const [story, mode] = base.split('__');
  return { story: story!, mode: mode ?? null };
}

describe('screenshot baselines', () => {
  const folders = visualFolders(path.join(root, 'stories'));

  it('exist: the visual regression suite has something to compare', () => {
    const count = folders.flatMap((folder) =>
      readdirSync(folder).flatMap((file) => readdirSync(path.join(folder, file))),
    ).length;
    expect(count).toBeGreaterThan(500);
  });

  it('parses a story and its mode from a baseline name', () => {
    expect(parseBaseline('validation-errors__rtl-chromium-linux.png')).toEqual({
      story: 'validation-errors',
      mode: 'rtl',
    });
    expect(parseBaseline('default-arabic-chromium-linux.png')).toEqual({
      story: 'default-arabic',
      mode: null,
    });
  });

  for (const folder of folders) {
    for (const storyFile of readdirSync(folder)) {
      const relative = path.relative(root, path.join(folder, storyFile));
      it(`${relative}: each picture names a story of ${storyFile} and a review mode`, () => {
        const source = path.join(path.dirname(folder), storyFile);
        expect(existsSync(source), `${storyFile} is gone: delete ${relative}`).toBe(true);
        const ids = storyIds(source);
        const orphans = readdirSync(path.join(folder, storyFile)).filter((png) => {
          if (!png.endsWith(SUFFIX)) return true;
          const { story, mode } = parseBaseline(png);
          return !ids.has(story) || (mode !== null && !MODES.has(mode));
        });
        expect(orphans, 'baselines of stories that no longer exist').toEqual([]);
      });
    }
  }
});
