import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import linker from '@angular/compiler-cli/linker/babel';
import { defineConfig, type Plugin } from 'vite';

/*
 * The Angular portal's bundle. `ngc` (Angular's AOT compiler, from npm) compiles the portal into
 * .tmp/hosts/angular-ngc/; Vite bundles that with Angular's linker, which turns the framework's
 * partially compiled declarations into final code (the step @angular/build runs, whose CLI needs a
 * newer Node than this repository's). tests/e2e/hosts.ts runs both.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const repository = path.resolve(here, '../../..');

// The linker is a Babel 8 plugin: the compiler's own Babel runs it.
const compilerRequire = createRequire(
  createRequire(import.meta.url).resolve('@angular/compiler-cli/package.json'),
);
const babel = compilerRequire('@babel/core') as {
  transformAsync(
    code: string,
    options: object,
  ): Promise<{ code?: string | null; map?: unknown } | null>;
};

function angularLinker(): Plugin {
  return {
    name: 'angular-linker',
    async transform(code, id) {
      if (!/[\\/]@angular[\\/]/.test(id) || !code.includes('ɵɵngDeclare')) return null;
      const linked = await babel.transformAsync(code, {
        filename: id,
        plugins: [linker],
        configFile: false,
        babelrc: false,
        compact: false,
        sourceMaps: false,
      });
      return linked?.code ? { code: linked.code, map: null } : null;
    },
  };
}

export default defineConfig({
  root: path.join(repository, '.tmp/hosts/angular-ngc'),
  plugins: [angularLinker()],
  // A production build, as the Angular CLI makes one: no dev-mode checks, no JIT.
  define: {
    ngDevMode: 'false',
    ngJitMode: 'false',
    ngI18nClosureMode: 'false',
    ngServerMode: 'false',
  },
  resolve: {
    // The kit as installed from this repository's build (`npm run build`): what a portal gets
    // from `npm install storefront-onboarding`.
    alias: {
      'storefront-onboarding/elements': path.join(repository, 'dist/elements/index.js'),
    },
  },
  build: {
    outDir: path.join(repository, '.tmp/hosts/angular-site'),
    emptyOutDir: true,
    target: 'es2022',
  },
  logLevel: 'warn',
});
