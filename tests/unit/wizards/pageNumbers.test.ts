import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A server page number lives only in the flow definitions (docs/architecture.md, "Flows are
 * data"): adding or moving a step edits one file. Nothing else under src/wizards names a page
 * number as code, nor a `signup_pageN_over` flag.
 */

const root = path.resolve(__dirname, '../../../src/wizards');
const FLOW_DEFINITIONS = new Set(['company/companyFlow.tsx', 'seller/sellerFlow.tsx']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The code of a file without its comments (docs may name the pages they describe). */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

const PATTERNS = [
  /signup_page\d+_over/,
  /\bpage:\s*\d/,
  /\b(savePage|completeStep|reportCreated|unchanged)\(\s*\d/,
  /`signup_page\$\{/,
];

describe('page numbers', () => {
  it('appear only in the flow definitions', () => {
    const offenders = files(root).flatMap((file) => {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (FLOW_DEFINITIONS.has(relative)) return [];
      const text = code(readFileSync(file, 'utf8'));
      return PATTERNS.filter((pattern) => pattern.test(text)).map(
        (pattern) => `${relative}: ${String(pattern)}`,
      );
    });
    expect(offenders).toEqual([]);
  });

  it('are in the flow definitions (the test looks where they are)', () => {
    const company = readFileSync(path.join(root, 'company/companyFlow.tsx'), 'utf8');
    expect(company).toMatch(/\bpage:\s*3/);
  });
});
