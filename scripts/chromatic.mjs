#!/usr/bin/env node
// `npm run chromatic`: publishes Storybook to Chromatic for hosted review when a project token is
// configured. The stories carry Chromatic modes (`light ltr` for every story; `dark` and `rtl` for
// screen-level stories, stories/support/modes.ts), the same matrix the local screenshots check.
// TurboSnap (`--only-changed`) snapshots only the stories whose files or dependencies changed
// since the last accepted build; the CLI adds Storybook's `--stats-json` to the build for it.
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
    '--only-changed',
    '--exit-zero-on-changes',
    '--build-script-name',
    'build-storybook',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
);
process.exit(result.status ?? 1);
