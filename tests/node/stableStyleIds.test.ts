import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { withStableStyleIds } from '../../examples/app/stableStyleIds';

const root = path.resolve('.');

const source = `import { css, styled } from 'styled-components';
// ’ a comment in other characters than ASCII
const Base = styled.div<{ $open: boolean }>\`color: red;\`;
const Extended = styled(Base).attrs({ role: 'region' })\`margin: 0;\`;
const Forwarding = styled.span.withConfig({ shouldForwardProp: () => true })\`\`;
const rule = css\`top: 0;\`;
export const View = () => <Extended $open />;
`;

describe('withStableStyleIds', () => {
  it('gives each styled component an id from its file and its place in it', () => {
    const out = withStableStyleIds(source, path.join(root, 'src/example.tsx'), root)!.toString();
    const ids = [...out.matchAll(/componentId: '(so[0-9a-z]+-\d+)'/g)].map((match) => match[1]);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(out).toContain(
      `styled.div.withConfig({ componentId: '${ids[0]}' })<{ $open: boolean }>`,
    );
    expect(out).toContain(`styled(Base).withConfig({ componentId: '${ids[1]}' }).attrs(`);
    expect(out).toContain(
      `styled.span.withConfig({ componentId: '${ids[2]}' }).withConfig({ shouldForwardProp`,
    );
    // css`` is not a component; the text after the last insertion is intact.
    expect(out).toContain('const rule = css`top: 0;`;');
    // The same file gives the same ids; another file, others.
    expect(withStableStyleIds(source, path.join(root, 'src/example.tsx'), root)!.toString()).toBe(
      out,
    );
    const elsewhere = withStableStyleIds(source, path.join(root, 'src/other.tsx'), root)!;
    expect(elsewhere.toString()).not.toContain(ids[0]);
  });

  it('leaves a file alone that does not import styled', () => {
    expect(withStableStyleIds('export const a = 1;', 'a.ts', root)).toBeNull();
    expect(
      withStableStyleIds(
        "import { css } from 'styled-components';\nexport const a = css`top: 0;`;",
        'a.ts',
        root,
      ),
    ).toBeNull();
  });

  it('maps the transformed code back to the source', () => {
    const out = withStableStyleIds(source, path.join(root, 'src/example.tsx'), root)!;
    const { mappings } = out.generateDecodedMap({ hires: true });
    // On line 4, `.attrs(` moved right by the inserted id; the map points at its place in the source.
    const line = out.toString().split('\n')[3]!;
    const segment = mappings[3]!.find(([column]) => column === line.indexOf('.attrs('));
    expect(segment?.[2]).toBe(3);
    expect(segment?.[3]).toBe(source.split('\n')[3]!.indexOf('.attrs('));
  });

  it('gives an id to every styled component of the kit and the example, and what it writes parses', () => {
    const files = ['src', 'examples/app/src'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => path.join(dir, file)),
    );
    let components = 0;
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      const out = withStableStyleIds(code, path.resolve(file), root);
      if (!out) continue;
      const written = out.toString();
      const given = written.match(/withConfig\(\{ componentId: 'so/g)?.length ?? 0;
      // Each `styled.tag` and `styled(...)` in the file's code, outside comments.
      const uncommented = code.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(given, file).toBe(uncommented.match(/\bstyled(\.[a-z][a-z0-9]*\b|\()/g)?.length ?? 0);
      expect(
        () => parseAst(written, { lang: file.endsWith('x') ? 'tsx' : 'ts' }),
        file,
      ).not.toThrow();
      components += given;
    }
    expect(components).toBeGreaterThan(200);
  });
});
