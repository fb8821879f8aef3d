// Playwright drives the system Chromium (Debian's `chromium` package); it cannot download its own here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
    return fromEnv;
  }
  // The headless shell first: the same engine without the full browser's shell, it ran the journeys on about 30%
  // less CPU (docs/performance.md).
  return findOnPath(['chromium-headless-shell', 'chromium', 'chromium-browser', 'google-chrome']);
}

/** The whole browser, for what the headless shell refuses: it denies every site permission to show notifications. */
export function findFullChromium(): string {
  return findOnPath(['chromium', 'chromium-browser', 'google-chrome']);
}

function findOnPath(names: string[]): string {
  for (const name of names) {
    try {
      const found = execFileSync('which', [name], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not on PATH; try the next name
    }
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install it (Debian: `apt-get install -y chromium-headless-shell`) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
