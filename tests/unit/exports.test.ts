import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as root from '../../src/index';
import * as api from '../../src/api/index';
import * as components from '../../src/components/index';
import * as theme from '../../src/theme/index';
import * as i18n from '../../src/i18n/index';
import * as account from '../../src/account/index';
import * as team from '../../src/team/index';
import * as wizards from '../../src/wizards/index';
import * as chrome from '../../src/chrome/index';
import * as richText from '../../src/components/rich-text';
import * as dataTable from '../../src/components/data-table';
import * as validation from '../../src/validation/index';
import * as s3 from '../../src/api/upload/s3';
import * as testing from '../../src/testing/index';
import * as elements from '../../src/elements/index';

// The public API, entry by entry: a change here must be deliberate (update the snapshot with `-u`).
describe('public API', () => {
  it.each(
    Object.entries({
      root,
      api,
      components,
      'rich-text': richText,
      'data-table': dataTable,
      theme,
      i18n,
      validation,
      s3,
      testing,
      account,
      team,
      wizards,
      chrome,
      elements,
    }),
  )('%s exports', (_name, mod) => {
    expect(Object.keys(mod).sort()).toMatchSnapshot();
  });

  it('the root entry re-exports only names that exist in the subpath entries', () => {
    const all = new Set(
      [api, components, theme, i18n, account, wizards, chrome].flatMap((m) => Object.keys(m)),
    );
    expect(Object.keys(root).filter((k) => !all.has(k))).toEqual([]);
  });

  it('every entry lists its exports by name (no `export *`)', () => {
    // The entry files, as tsup builds them (tsup.config.ts's `entries`). Types may be passed on
    // whole (`export type * from`) from a module that itself lists them by name.
    const files = [...readFileSync('tsup.config.ts', 'utf8').matchAll(/'(src\/[^']+\.ts)'/g)];
    expect(files.length).toBe(15);
    const starred = files.flatMap((match) => {
      const file = match[1] ?? '';
      const text = readFileSync(file, 'utf8');
      const values = /^\s*export\s+\*/m.test(text) ? [file] : [];
      const typeSources = [...text.matchAll(/^\s*export\s+type\s+\*\s+from\s+'([^']+)'/gm)].map(
        (m) => resolve(dirname(file), `${m[1] ?? ''}.ts`),
      );
      return [
        ...values,
        ...typeSources.filter((source) =>
          /^\s*export\s+(type\s+)?\*/m.test(readFileSync(source, 'utf8')),
        ),
      ];
    });
    expect(starred).toEqual([]);
  });
});
