import { existsSync } from 'node:fs';
import { playwright } from '@vitest/browser-playwright';

/** Debian's Chromium (or CHROMIUM_PATH): nothing here ever downloads a browser. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) {
    throw new Error(
      'No Chromium found. Install Debian\'s "chromium" package or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return found;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** A fresh browser config per Vitest project: Vitest mutates `instances`. */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}
