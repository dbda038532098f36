// The package's declarations as a consumer's TypeScript reads them: every public entry imported
// from an ES module and from a CommonJS module of a Node16 project (where a bare deep import such
// as `styled-components/dist/types` does not resolve), in the scratch consumer that installed the
// tarball (tests/package/run.mjs). Every declaration file of the package is checked in full
// (`skipLibCheck` off for those files only: the dependencies' own files are not this package's
// to fix). React's types come from this repository's @types/react, found up the folder tree.
// Usage: node tests/package/types.mjs <scratch folder> <subpath>… (`esm:<subpath>`: an entry
// with no CommonJS build, imported from the ES module only)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const [scratch, ...given] = process.argv.slice(2);
const subpaths = given.map((s) => s.replace(/^esm:/, ''));
const required = given.filter((s) => !s.startsWith('esm:'));
if (!scratch || subpaths.length === 0) {
  console.error('usage: node tests/package/types.mjs <scratch folder> <subpath>…');
  process.exit(2);
}

// Each entry imported, and one name of it used, so an entry whose types do not resolve fails.
const esm = subpaths
  .map(
    (s, i) => `import * as m${i} from '${s}';\nexport const n${i}: string[] = Object.keys(m${i});`,
  )
  .join('\n');
const cjs = required
  .map(
    (s, i) => `import m${i} = require('${s}');\nexport const n${i}: string[] = Object.keys(m${i});`,
  )
  .join('\n');
const files = [path.join(scratch, 'types-esm.mts'), path.join(scratch, 'types-cjs.cts')];
writeFileSync(files[0], esm);
writeFileSync(files[1], cjs);

const program = ts.createProgram(files, {
  module: ts.ModuleKind.Node16,
  moduleResolution: ts.ModuleResolutionKind.Node16,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noEmit: true,
  skipLibCheck: false,
  types: [],
});
const ours = (file) =>
  files.includes(path.resolve(file.fileName)) ||
  file.fileName.includes('/node_modules/storefront-onboarding/');
const checked = program.getSourceFiles().filter(ours);
const diagnostics = [
  ...program.getOptionsDiagnostics(),
  ...program.getGlobalDiagnostics(),
  ...checked.flatMap((file) => [
    ...program.getSyntacticDiagnostics(file),
    ...program.getSemanticDiagnostics(file),
  ]),
];
const declarationFiles = checked.filter((file) => file.isDeclarationFile).length;
if (declarationFiles === 0) {
  console.error('package types: no declaration file of the package was reached');
  process.exit(1);
}
if (diagnostics.length) {
  const host = {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => scratch,
    getNewLine: () => '\n',
  };
  console.error(ts.formatDiagnostics(diagnostics, host));
  console.error(`package types: ${diagnostics.length} errors`);
  process.exit(1);
}
console.log(
  `package types ok: ${subpaths.length} entries from ES modules and CommonJS, ` +
    `${declarationFiles} declaration files checked`,
);
