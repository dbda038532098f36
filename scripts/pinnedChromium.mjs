import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The browser screenshots are compared in: a Chromium that ships inside an npm package
 * (`@sparticuz/chromium`, its version fixed by package-lock.json), so `npm ci` puts the same
 * binary on every machine and the pixels cannot depend on which Chromium the machine has.
 * Nothing is downloaded: the package carries the binary, compressed, and unpacks it to the temp
 * folder on first use. The version the baselines were made with is recorded beside them
 * (stories/visual-browser.json) and checked by every run of the stories.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {object} VisualBrowserRecord
 * @property {string} package The npm package and version that carries the binary.
 * @property {string} version What the binary says of itself (`chromium --version`), e.g. "153.0.8010.0".
 */

export const visualBrowserRecordPath = path.join(root, 'stories', 'visual-browser.json');

/** @returns {VisualBrowserRecord} */
export function visualBrowserRecord() {
  return JSON.parse(readFileSync(visualBrowserRecordPath, 'utf8'));
}

/** @param {string} binary @returns {string} */
function versionOf(binary) {
  // "Chromium 153.0.8010.0" (the shell build prints no channel)
  const out = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  return out.replace(/^\D+/, '').split(/\s/)[0] ?? out;
}

/** How long a lock whose holder cannot be told is kept before another process breaks it. */
const STALE_LOCK_MS = 3 * 60_000;

/**
 * Whether the process that took `lock` still runs: 'gone' after a run stopped with Ctrl-C while
 * unpacking, 'unknown' until the holder has written its pid.
 */
/** @param {string} lock @returns {'running' | 'gone' | 'unknown'} */
function holder(lock) {
  let pid = 0;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    return 'unknown'; // not written yet, or the lock was released meanwhile
  }
  if (!Number.isInteger(pid) || pid <= 0) return 'unknown';
  try {
    process.kill(pid, 0);
    return 'running';
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'ESRCH' ? 'gone' : 'running';
  }
}

/**
 * Runs `work` while holding a lock that other processes see: a folder (`mkdir` either creates it
 * or fails, atomically) holding the holder's pid. The package unpacks the browser by writing it
 * where it looks for it, so a second process that asked meanwhile found the file half written
 * and ran it (`ETXTBSY`); `npm test` starts the stories and the e2e journeys together, each
 * asking as its config loads. A lock whose holder has ended is broken at once; one whose holder
 * never wrote its pid, after STALE_LOCK_MS.
 */
/**
 * @template T
 * @param {string} lock
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
async function holdingLock(lock, work) {
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      let age = 0;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        continue; // released meanwhile
      }
      const state = holder(lock);
      if (state === 'gone' || (state === 'unknown' && age > STALE_LOCK_MS))
        rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Unpacks (once) and returns the pinned Chromium. The package reuses any `chromium` it finds in
 * the temp folder; one from another version of the package is removed first, so the binary always
 * matches the lockfile. One process at a time: the others wait for it, then find it unpacked.
 */
/** @returns {Promise<string>} */
export async function pinnedChromiumPath() {
  const { default: Chromium } = await import('@sparticuz/chromium');
  /** @type {{ version: string }} */
  const { version: packageVersion } = JSON.parse(
    readFileSync(path.join(root, 'node_modules/@sparticuz/chromium/package.json'), 'utf8'),
  );
  const unpacked = path.join(tmpdir(), 'chromium');
  const stamp = path.join(tmpdir(), 'chromium.package-version');
  return holdingLock(path.join(tmpdir(), 'chromium.lock'), async () => {
    const stale =
      readFileSync(stamp, { flag: 'a+', encoding: 'utf8' }) !== packageVersion ||
      // the package unpacks its fonts only together with the binary
      !existsSync(path.join(tmpdir(), 'fonts', 'fonts'));
    if (existsSync(unpacked) && stale) rmSync(unpacked, { force: true });
    const binary = await Chromium.executablePath();
    writeFileSync(stamp, packageVersion);
    return binary;
  });
}

/** The pinned binary's own version ("153.0.8010.0"). */
/** @returns {Promise<string>} */
export async function pinnedChromiumVersion() {
  return versionOf(await pinnedChromiumPath());
}

/**
 * A fontconfig of the pinned browser's own: only the fonts that ship in npm packages (the
 * package's Open Sans; the kit's faces come as web fonts), so a glyph the web fonts lack falls
 * back to the same face on every machine, whatever fonts the machine has installed.
 */
/** @returns {string} */
export function pinnedFontconfig() {
  const dir = path.join(root, '.tmp', 'fontconfig');
  mkdirSync(path.join(dir, 'cache'), { recursive: true });
  const file = path.join(dir, 'fonts.conf');
  const config = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${path.join(tmpdir(), 'fonts')}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
</fontconfig>
`;
  // Written only when it differs, and whole (renamed into place): a browser of the other track
  // may be reading it right now.
  if (!existsSync(file) || readFileSync(file, 'utf8') !== config) {
    const draft = `${file}.${process.pid}`;
    writeFileSync(draft, config);
    renameSync(draft, file);
  }
  return file;
}

/**
 * What a launch of the pinned browser needs: the binary and its fontconfig (`FONTCONFIG_FILE`).
 * @typedef {object} PinnedChromium
 * @property {string} executablePath
 * @property {string} fontconfig
 */

/** The pinned browser, unpacked, with its fontconfig written. */
/** @returns {Promise<PinnedChromium>} */
export async function pinnedChromium() {
  return { executablePath: await pinnedChromiumPath(), fontconfig: pinnedFontconfig() };
}
