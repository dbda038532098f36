#!/usr/bin/env node
// `npm run chromatic`: publishes Storybook to Chromatic when a project token is configured.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was uploaded.\n' +
      'Set it to your Chromatic project token to publish Storybook and run visual review.',
  );
  process.exit(0);
}
const result = spawnSync(
  'npx',
  [
    'chromatic',
    '--exit-zero-on-changes',
    '--build-script-name',
    'build-storybook',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
