// A device's name from its browser's user agent: how Settings lists the member's sessions (the server reads the
// agent of each) and names the device a member turns push notifications on in (the browser reads its own).

const browsers: [RegExp, string][] = [
  // Order matters: Edge and Opera carry 'Chrome' in their agents, Chrome carries 'Safari'.
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  // 'HeadlessChrome' too: an automated Chrome is still Chrome.
  [/Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  // Before Mac OS: iPhone and iPad agents say 'like Mac OS X'.
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const find = (patterns: [RegExp, string][], userAgent: string) =>
  patterns.find(([pattern]) => pattern.test(userAgent))?.[1];

/** A device as its browser and system, either unknown (null). */
export type BrowserParts = { browser: string | null; system: string | null };

const unknownBrowser = 'Unknown browser';

/** 'Chrome on Windows', 'Safari on iPhone', 'Firefox' (system unknown) or 'Unknown browser'. */
export function describeBrowser(userAgent: string | null | undefined): string {
  if (!userAgent) return unknownBrowser;
  const browser = find(browsers, userAgent);
  const system = find(systems, userAgent);
  if (!browser) return system ? `${unknownBrowser} on ${system}` : unknownBrowser;
  return system ? `${browser} on ${system}` : browser;
}

const browserNames = new Set([unknownBrowser, ...browsers.map(([, name]) => name)]);
const systemNames = new Set(systems.map(([, name]) => name));

/**
 * The parts of a name describeBrowser gave (the server lists sessions by it, and a browser names itself by it when
 * it turns push on), for the web to word in the reader's language; null for any other name.
 */
export function readBrowserName(name: string): BrowserParts | null {
  const parts = /^(.+) on (.+)$/.exec(name);
  const [browser, system] = parts ? [parts[1] ?? '', parts[2] ?? ''] : [name, null];
  if (!browserNames.has(browser) || (system !== null && !systemNames.has(system))) return null;
  return { browser: browser === unknownBrowser ? null : browser, system };
}
