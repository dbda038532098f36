#!/usr/bin/env node
// The type-level API report: one `etc/<entry>.api.md` per public entry, written by API Extractor
// from the declarations TypeScript emits for `src`. `npm run api` rewrites the reports after a
// deliberate change; `npm run test:api` (the `api` lane of `npm test`) fails when a report no
// longer matches the code, so every change of an exported type shows up in review.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { declarationEntries, emitDeclarations, typesDir } from './declarations.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const update = process.argv.includes('--update');

// The entries, as tsup builds them, each named after its report (`api/index` → etc/api.api.md).
const entries = declarationEntries().map(({ name, declarations }) => ({
  report: name === 'index' ? 'index' : name.replace(/\/index$/, ''),
  declarations,
}));

/**
 * An incremental emit can meet types in another order than a fresh one, and TypeScript prints an
 * inferred union in the order it met its members: a report is written from a fresh emit, and a
 * mismatch after an incremental one is confirmed against a fresh one before it counts.
 */
function emitFresh() {
  rmSync(typesDir, { recursive: true, force: true });
  emitDeclarations();
}

function compare() {
  const configs = entries.map(({ report, declarations }) =>
    ExtractorConfig.prepare({
      configObject: {
        projectFolder: root,
        mainEntryPointFilePath: declarations,
        // Only the emitted declarations, not `src` (tsconfig.build.json includes the sources).
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              target: 'ES2022',
              lib: ['ES2022', 'DOM', 'DOM.Iterable'],
              module: 'ESNext',
              moduleResolution: 'Bundler',
              jsx: 'react-jsx',
              strict: true,
              esModuleInterop: true,
              skipLibCheck: true,
              types: [],
            },
            // The entries and what they import, not every file of the folder: the emit is
            // incremental, so a module deleted from src can leave its old declarations there.
            files: entries.map((entry) => entry.declarations),
          },
        },
        apiReport: {
          enabled: true,
          reportFileName: report,
          reportFolder: path.join(root, 'etc'),
          reportTempFolder: path.join(root, '.tmp/api/report'),
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        messages: {
          compilerMessageReporting: { default: { logLevel: 'warning' } },
          extractorMessageReporting: {
            default: { logLevel: 'warning' },
            // A library without release stages: every export is public, no @public tags needed.
            'ae-missing-release-tag': { logLevel: 'none' },
            // A type reached from an entry but exported by none is listed in the report instead.
            'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
            // Doc comments are reviewed as code, not counted here.
            'ae-undocumented': { logLevel: 'none' },
          },
          tsdocMessageReporting: { default: { logLevel: 'none' } },
        },
      },
      configObjectFullPath: path.join(root, 'api-extractor.json'),
      packageJsonFullPath: path.join(root, 'package.json'),
    }),
  );
  // One TypeScript program for every entry (a program per entry took minutes on two cores).
  const compilerState = CompilerState.create(configs[0], {
    additionalEntryPoints: configs.map((config) => config.mainEntryPointFilePath),
  });

  const changed = [];
  for (const [i, config] of configs.entries()) {
    const { report } = entries[i];
    const result = Extractor.invoke(config, {
      localBuild: update,
      compilerState,
      showVerboseMessages: false,
      messageCallback(message) {
        // The report's own "please copy the file" notices are said once below, for every entry.
        if (message.messageId.startsWith('console-api-report')) message.handled = true;
        if (message.messageId === 'console-compiler-version-notice') message.handled = true;
      },
    });
    if (result.apiReportChanged) changed.push(report);
    const changedOnly = result.apiReportChanged && result.errorCount === 0;
    if (result.errorCount > 0 || (result.warningCount > 0 && !changedOnly)) {
      console.error(`api: ${report}: ${result.errorCount} errors, ${result.warningCount} warnings`);
      process.exitCode = 1;
    }
  }

  return changed;
}

if (update) emitFresh();
// The same declarations the build bundles (scripts/declarations.mjs): after the build, up to date.
else emitDeclarations();
let changed = compare();
if (changed.length && !update) {
  emitFresh();
  changed = compare();
}

if (changed.length && !update) {
  console.error(
    `api: the public types changed in ${changed.map((r) => `etc/${r}.api.md`).join(', ')}.\n` +
      `     If the change is deliberate, run \`npm run api\` and commit the reports ` +
      `(compare with .tmp/api/report/).`,
  );
  process.exitCode = 1;
} else {
  console.log(
    update && changed.length
      ? `api: rewrote ${changed.map((r) => `etc/${r}.api.md`).join(', ')}`
      : `api: ${entries.length} reports match the code`,
  );
}
