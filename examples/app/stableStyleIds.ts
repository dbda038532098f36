import { createHash } from 'node:crypto';
import path from 'node:path';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/*
 * Gives every styled component of the kit and the example an id of its own, from its file and
 * its place in it (`styled.div` → `styled.div.withConfig({ componentId: … })`), as
 * styled-components' Babel plugin does. Left without one, a component's id is the order in which
 * the page defined it: the lazily loaded chunks arrive in no fixed order, so the same component
 * had another id (and so other class names) from one visit to the next, 146 of the sellers
 * page's 157 styled elements in one visit of five. The rules a visit keeps for the next
 * (src/styleCache.ts) are found by id and class name: with ids that change they were missed.
 */

/** The shape of the syntax tree this transform reads (ESTree, as Vite's parser gives it). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The local name `styled` is imported as from styled-components, if it is. */
function styledBinding(program: Node): string | undefined {
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    if ((statement.source as { value: unknown }).value !== 'styled-components') continue;
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as { name?: string } | undefined;
      if (specifier.type === 'ImportSpecifier' && imported?.name === 'styled')
        return (specifier.local as { name: string }).name;
      if (specifier.type === 'ImportDefaultSpecifier')
        return (specifier.local as { name: string }).name;
    }
  }
  return undefined;
}

/** Where each styled component's constructor ends: `styled.tag` and `styled(Component)`. */
function constructorEnds(program: Node, styled: string): number[] {
  const ends: number[] = [];
  const isStyled = (node: unknown) =>
    isNode(node) && node.type === 'Identifier' && (node as { name?: string }).name === styled;
  const visit = (node: Node) => {
    if (
      (node.type === 'MemberExpression' && !node.computed && isStyled(node.object)) ||
      (node.type === 'CallExpression' && isStyled(node.callee))
    )
      ends.push(node.end);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item);
      if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return ends;
}

/**
 * `code` (TypeScript or TSX, the source of `file`) with an id given to each styled component:
 * `so<hash of the file's path from root>-<its place in the file>`; null without `styled`.
 */
export function withStableStyleIds(code: string, file: string, root: string): MagicString | null {
  if (!code.includes('styled-components')) return null;
  const program = parseAst(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' }) as unknown as Node;
  const styled = styledBinding(program);
  if (!styled) return null;
  const ends = constructorEnds(program, styled).sort((a, b) => a - b);
  if (!ends.length) return null;
  const where = path.relative(root, file).split(path.sep).join('/');
  const prefix = `so${createHash('sha1').update(where).digest('hex').slice(0, 8)}`;
  const out = new MagicString(code);
  ends.forEach((end, index) =>
    out.appendLeft(end, `.withConfig({ componentId: '${prefix}-${index}' })`),
  );
  return out;
}

/** The Vite plugin: the kit's and the example's sources, before TypeScript is compiled away. */
export function stableStyleIds(root: string): Plugin {
  return {
    name: 'stable-style-ids',
    enforce: 'pre',
    transform: {
      filter: { id: /\.tsx?$/, code: 'styled-components' },
      handler(code, id) {
        if (id.includes('/node_modules/')) return null;
        const out = withStableStyleIds(code, id, root);
        return out
          ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) }
          : null;
      },
    },
  };
}
