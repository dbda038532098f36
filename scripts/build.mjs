#!/usr/bin/env node
// `npm run build` (and the `build` lane of `npm test`): the library's JavaScript with tsup
// (tsup.config.ts: ESM and CommonJS, every public entry), then its declarations beside it
// (scripts/declarations.mjs).
import { execFileSync } from 'node:child_process';
import { bundleDeclarations } from './declarations.mjs';

execFileSync('npx', ['tsup', '--silent'], { stdio: 'inherit' });
await bundleDeclarations();
