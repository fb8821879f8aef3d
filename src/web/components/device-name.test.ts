import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { describeBrowser } from '#shared/browser-name.ts';
import { englishIntl as intl } from '#web/test/english.ts';
import german from 'virtual:messages/de';
import { nameDevice } from './device-name.ts';

const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const linuxAgent = 'Mozilla/5.0 (X11; Linux x86_64)';

describe('nameDevice', () => {
  it('reads in English as describeBrowser wrote it', () => {
    for (const agent of [windowsChrome, linuxAgent, 'curl/8.5.0', null]) {
      const name = describeBrowser(agent);
      expect(nameDevice(name, intl)).toBe(name);
    }
    expect(nameDevice('Chrome on Windows', intl)).toBe('Chrome on Windows');
    expect(nameDevice('Unknown browser on Linux', intl)).toBe('Unknown browser on Linux');
  });

  it("keeps the browser's and the system's names in another language", () => {
    const de = createIntl({ locale: 'de', messages: german as never });
    expect(nameDevice('Chrome on Windows', de)).toBe('Chrome auf Windows');
    expect(nameDevice('Unknown browser', de)).toBe('Unbekannter Browser');
    expect(nameDevice('Firefox', de)).toBe('Firefox');
  });

  it('leaves a name of another shape as it is', () => {
    expect(nameDevice('My laptop', intl)).toBe('My laptop');
    expect(nameDevice('Lynx on Amiga', intl)).toBe('Lynx on Amiga');
  });
});
