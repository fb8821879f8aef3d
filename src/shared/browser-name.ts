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

/** 'Chrome on Windows', 'Safari on iPhone', 'Firefox' (system unknown) or 'Unknown browser'. */
export function describeBrowser(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const browser = find(browsers, userAgent);
  const system = find(systems, userAgent);
  if (!browser) return system ? `Unknown browser on ${system}` : 'Unknown browser';
  return system ? `${browser} on ${system}` : browser;
}
