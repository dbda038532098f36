import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pinnedChromiumPath, visualBrowserRecord } from '../../scripts/pinnedChromium.mjs';
import { chromiumBinary } from '../../scripts/chromiumLaunch.mjs';

/** Runs `pinnedChromiumVersion()` in a process of its own whose temp folder is `tmp`. */
function versionIn(tmp: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import('./scripts/pinnedChromium.mjs').then((m) => m.pinnedChromiumVersion()).then((v) => console.log(v))",
      ],
      { env: { ...process.env, TMPDIR: tmp }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) => resolve({ code, out: out.trim(), err }));
  });
}

describe('the pinned Chromium (scripts/pinnedChromium.mjs)', () => {
  let tmp = '';
  afterEach(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('is unpacked once when processes ask for it at the same time', async () => {
    // `npm test` starts the stories and the e2e journeys together, each Vitest process asking
    // for the browser as its config loads; on a fresh machine neither finds it unpacked. Without
    // a lock, the second saw the file the first was still writing and ran half a binary.
    tmp = mkdtempSync(path.join(tmpdir(), 'sfo-pinned-'));
    const runs = await Promise.all([versionIn(tmp), versionIn(tmp), versionIn(tmp)]);
    for (const run of runs) {
      expect(run.err).toBe('');
      expect(run.code).toBe(0);
      expect(run.out).toBe(visualBrowserRecord().version);
    }
    // The lock is gone once they are done.
    expect(existsSync(path.join(tmp, 'chromium.lock'))).toBe(false);
  }, 120_000);

  it('breaks at once a lock whose holder has ended (a run stopped while unpacking)', async () => {
    tmp = mkdtempSync(path.join(tmpdir(), 'sfo-pinned-'));
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const lock = path.join(tmp, 'chromium.lock');
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'pid'), String(ended));
    const started = Date.now();
    const run = await versionIn(tmp);
    expect(run.err).toBe('');
    expect(run.out).toBe(visualBrowserRecord().version);
    // Far less than the three minutes a lock without a pid is kept.
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(existsSync(lock)).toBe(false);
  }, 120_000);
});

describe('the Chromium every lane and the bench launch (scripts/chromiumLaunch.mjs)', () => {
  const own = process.env.CHROMIUM_PATH;
  afterEach(() => {
    if (own === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = own;
  });

  it('is the pinned one unless CHROMIUM_PATH names another: no system browser is needed', async () => {
    delete process.env.CHROMIUM_PATH;
    const binary = await chromiumBinary();
    expect(binary.executablePath).toBe(await pinnedChromiumPath());
    expect(binary.env.FONTCONFIG_FILE).toMatch(/fonts\.conf$/);
  });

  it('takes CHROMIUM_PATH when set, and names it when it is not there', async () => {
    process.env.CHROMIUM_PATH = process.execPath; // any file: the path is taken as given
    expect((await chromiumBinary()).executablePath).toBe(process.execPath);
    process.env.CHROMIUM_PATH = '/nowhere/chromium';
    await expect(chromiumBinary()).rejects.toThrow(
      'CHROMIUM_PATH=/nowhere/chromium: no such file.',
    );
  });
});
