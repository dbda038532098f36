import type { Plugin } from 'vite';

/*
 * The store back-office's chunks (docs/architecture.md, "Inner pages"). Left to the bundler, the
 * modules an inner page needs beyond the first load were spread over about 30 files, most of them
 * under 3 kB, each cut where a different set of lazily loaded screens shares it: a visit of
 * /users/profile fetched 45 scripts, and every file costs the main thread a request and a module
 * record (114 ms less to data on that page with the files below, timed as bench/pages.mjs times
 * it). Two groups:
 *
 * - `store`: what only the back-office runs (its layout, chrome and pages);
 * - `signed-in`: what it shares with the other screens loaded lazily (wizards, account screens),
 *   which load this one file instead of their own share of the thirty.
 *
 * The first load is never touched (a module it runs stays in it), nor the parts kept lazy on
 * purpose (`apart`: the table, the rich-text editor). Only the chunk layout depends on this
 * analysis, never what runs: a module it misses stays in the bundler's own chunks.
 *
 * Who runs what is worked out from the module graph as the bundler tree-shakes it: an import of
 * `{ A }` from a re-exporting index counts only the module that defines `A`, not everything the
 * index re-exports (the kit's areas are imported through such indexes: counted whole, the sign-in
 * route would seem to run the whole kit).
 */

interface Parsed {
  /** Static imports: resolved module and the names taken from it ('*': all of them). */
  imports: Array<[string, Set<string> | '*']>;
  /** Names re-exported from another module: exported name → [module, its name there]. */
  reexports: Map<string, [string, string]>;
  /** Modules re-exported whole (`export * from`). */
  stars: string[];
  /** Names the module defines itself. */
  locals: Set<string>;
  /** Modules it imports lazily. */
  lazy: string[];
}

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

const nameOf = (node: unknown) => {
  const n = node as { name?: string; value?: unknown };
  return n.name ?? String(n.value);
};

/** A JavaScript or TypeScript module (not the page, a stylesheet or JSON). */
const isScript = (id: string) => /\.[cm]?[jt]sx?$/.test(id.split('?')[0]!);

/** Groups for `codeSplitting.groups`, filled by `plugin` once the module graph is known. */
export function backOfficeChunks(options: {
  /** The back-office's lazily loaded layout and pages: only it loads them. */
  roots: string[];
  /** What it loads with them that other screens load too (the HTTP adapters). */
  alongside: string[];
  /** Lazily loaded parts that keep their own chunks. */
  apart: string[];
}) {
  let store = new Set<string>();
  let shared = new Set<string>();

  const plugin: Plugin = {
    name: 'back-office-chunks',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      const parsed = new Map<string, Parsed>();
      const ids = [...this.getModuleIds()];
      await Promise.all(
        ids.map(async (id) => {
          const info = this.getModuleInfo(id);
          if (!info) return;
          const entry: Parsed = {
            imports: [],
            reexports: new Map(),
            stars: [],
            locals: new Set(),
            lazy: [...info.dynamicallyImportedIds],
          };
          parsed.set(id, entry);
          // Not a script (the page, a stylesheet): all it imports runs.
          if (!info.code || !isScript(id)) {
            entry.imports = info.importedIds.map((target) => [target, '*']);
            return;
          }
          const resolve = async (source: unknown) =>
            (await this.resolve(String((source as { value: unknown }).value), id))?.id;
          for (const node of this.parse(info.code).body as unknown as EstreeNode[]) {
            if (node.type === 'ImportDeclaration') {
              const target = await resolve(node.source);
              if (!target) continue;
              const specifiers = node.specifiers as EstreeNode[];
              entry.imports.push([
                target,
                specifiers.some((s) => s.type === 'ImportNamespaceSpecifier')
                  ? '*'
                  : new Set(
                      specifiers.map((s) =>
                        s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported),
                      ),
                    ),
              ]);
            } else if (node.type === 'ExportAllDeclaration') {
              const target = await resolve(node.source);
              if (!target) continue;
              if (node.exported) entry.reexports.set(nameOf(node.exported), [target, '*']);
              else entry.stars.push(target);
            } else if (node.type === 'ExportNamedDeclaration') {
              const specifiers = node.specifiers as EstreeNode[];
              if (node.source) {
                const target = await resolve(node.source);
                if (!target) continue;
                for (const s of specifiers)
                  entry.reexports.set(nameOf(s.exported), [target, nameOf(s.local)]);
              } else {
                for (const s of specifiers) entry.locals.add(nameOf(s.exported));
                const declaration = node.declaration as EstreeNode | null;
                const declared = declaration?.declarations
                  ? (declaration.declarations as Array<{ id: unknown }>).map((d) => nameOf(d.id))
                  : declaration?.id
                    ? [nameOf(declaration.id)]
                    : [];
                for (const name of declared) entry.locals.add(name);
              }
            } else if (node.type === 'ExportDefaultDeclaration') {
              entry.locals.add('default');
            }
          }
        }),
      );

      /** The modules `roots` run, following only the names each import takes. */
      const uses = (roots: Iterable<string>, stops: ReadonlySet<string> = new Set()) => {
        const used = new Set<string>();
        const asked = new Set<string>();
        const run = (id: string) => {
          if (used.has(id)) return;
          used.add(id);
          for (const [target, names] of parsed.get(id)?.imports ?? []) take(target, names);
        };
        const take = (id: string, names: Set<string> | '*') => {
          if (stops.has(id)) return;
          const module = parsed.get(id);
          if (!module) return run(id);
          for (const name of names === '*' ? ['*'] : names.size > 0 ? names : ['']) {
            const key = `${id}\0${name}`;
            if (asked.has(key)) continue;
            asked.add(key);
            const reexport = name === '*' ? undefined : module.reexports.get(name);
            if (reexport) {
              take(reexport[0], reexport[1] === '*' ? '*' : new Set([reexport[1]]));
              continue;
            }
            // Its own body runs for any name it defines, for a bare import, and always for a
            // module without ES exports (CommonJS, side effects only).
            const esm = module.locals.size + module.reexports.size + module.stars.length > 0;
            const local = name === '*' || name === '' || module.locals.has(name);
            const hasBody = module.imports.length > 0 || module.locals.size > 0;
            if (!esm || (local && hasBody)) run(id);
            if (name === '*') {
              for (const [target, inner] of module.reexports.values())
                take(target, inner === '*' ? '*' : new Set([inner]));
              for (const star of module.stars) take(star, '*');
            } else if (!module.locals.has(name)) {
              for (const star of module.stars) take(star, new Set([name]));
            }
          }
        };
        for (const root of roots) take(root, '*');
        return used;
      };
      /** What `roots` run, what they import lazily runs, and so on (never past `stops`). */
      const lazily = (roots: Iterable<string>, stops: ReadonlySet<string>) => {
        const reached = new Set<string>();
        let next = [...roots];
        while (next.length > 0) {
          const run = uses(next, stops);
          next = [];
          for (const id of run) {
            if (reached.has(id)) continue;
            reached.add(id);
            next.push(...(parsed.get(id)?.lazy ?? []).filter((lazy) => !reached.has(lazy)));
          }
        }
        return reached;
      };

      const roots = new Set(options.roots);
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const firstLoad = uses(entries);
      // What the other screens run (the wizards, the account screens, the parts kept apart, and
      // all they load lazily), never entering the back-office.
      const others = [...firstLoad].flatMap((id) => parsed.get(id)?.lazy ?? []);
      const elsewhere = lazily([...others.filter((id) => !roots.has(id)), ...options.apart], roots);
      // What the back-office's layout and pages run beyond the first load, up to the parts kept
      // apart (its other pages load after them: they may use both chunks).
      const needed = [...uses([...roots, ...options.alongside], new Set(options.apart))].filter(
        (id) => !firstLoad.has(id) && isScript(id),
      );
      store = new Set(needed.filter((id) => !elsewhere.has(id)));
      shared = new Set(needed.filter((id) => elsewhere.has(id)));
    },
  };

  return {
    plugin,
    groups: [
      { name: 'store', test: (id: string) => store.has(id), includeDependenciesRecursively: false },
      {
        name: 'signed-in',
        test: (id: string) => shared.has(id),
        includeDependenciesRecursively: false,
      },
    ],
  };
}
