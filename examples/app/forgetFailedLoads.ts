/*
 * Runs in the page, in the example's script loader (classicScripts.ts appends its source to
 * SystemJS's `s.js`), so it imports nothing and uses nothing from around it.
 *
 * SystemJS keeps a failed load: once a chunk's request has failed, every later import of it, or of
 * a chunk importing it, fails again without asking the network. A module script's failed fetch is
 * not kept (the browser asks again), and the kit's lazily loaded parts count on that: the HTTP
 * client's chunk, for one, is imported again by the next request after a failed fetch
 * (docs/architecture.md, "First load"). After a failed import, the loads that failed or
 * never ran are forgotten, so the next import of them fetches them again
 * (tests/e2e/script-loader.test.ts).
 */

/** A module's registration: its imports, and the function that declares its exports. */
type Registration = [string[], Declare, ...unknown[]];
type Declare = (
  this: unknown,
  exportFn: unknown,
  context?: unknown,
) => { setters?: unknown[]; execute?: (this: unknown) => unknown };

/** What a load in SystemJS's registry holds that tells how it ended (s.js 6.15's own fields). */
interface Load {
  /** The module's execution: null once run, or once it failed. */
  e?: unknown;
  /** Its error, if it failed to load or to run. */
  er?: unknown;
}

/** The loader's hooks this wraps (`import` and `instantiate` are SystemJS's public hooks). */
export interface SystemLoader {
  import(this: SystemLoader, ...args: unknown[]): Promise<unknown>;
  instantiate(
    this: SystemLoader,
    url: string,
    ...args: unknown[]
  ): Promise<Registration | undefined>;
}

export function forgetFailedLoads(system: SystemLoader): void {
  // The registry is the loader's one symbol-keyed property (s.js does not expose it otherwise).
  const key = Object.getOwnPropertySymbols(system)[0];
  const registry = key
    ? (system as unknown as Record<symbol, Record<string, Load>>)[key]
    : undefined;
  if (!registry) return;
  const ran = new Set<string>();
  const instantiate = system.instantiate;
  system.instantiate = function (url, ...args) {
    return instantiate.call(this, url, ...args).then((registration) => {
      if (!registration) return registration;
      const [imports, declare, ...rest] = registration;
      // Two named parameters: SystemJS gives the module its context (`import`, `meta`) only when
      // the declaring function takes two.
      const declareAndMark: Declare = function (exportFn, context) {
        const declared = declare.call(this, exportFn, context);
        const execute = declared.execute;
        if (!execute) {
          ran.add(url);
          return declared;
        }
        return {
          setters: declared.setters,
          execute() {
            const result = execute.call(this);
            if (result && typeof (result as Promise<unknown>).then === 'function')
              return (result as Promise<unknown>).then((value) => {
                ran.add(url);
                return value;
              });
            ran.add(url);
            return result;
          },
        };
      };
      return [imports, declareAndMark, ...rest];
    });
  };
  const importModule = system.import;
  system.import = function (...args) {
    return importModule.apply(this, args).catch((error: unknown) => {
      for (const id of Object.keys(registry)) {
        const load = registry[id];
        if (load && (load.er !== undefined || (load.e === null && !ran.has(id))))
          delete registry[id];
      }
      throw error;
    });
  };
}
