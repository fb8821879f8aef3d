import { useCallback } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { readBrowserName } from '#shared/browser-name.ts';

// A device's name ('Chrome on Windows', #shared/browser-name.ts) as Settings lists sessions and push devices: the
// browser's and the system's names stay as they are, the words around them are the reader's language's.

/** 'Chrome on Windows', 'Unknown browser'; a name of another shape as it is. */
export function nameDevice(name: string, intl: IntlShape): string {
  const parts = readBrowserName(name);
  if (!parts) return name;
  const browser = parts.browser ?? intl.formatMessage({ id: 'components.deviceName.unknownBrowser' });
  return parts.system === null
    ? browser
    : intl.formatMessage({ id: 'components.deviceName.browserOnSystem' }, { browser, system: parts.system });
}

/** nameDevice in the page's language. */
export function useDeviceName(): (name: string) => string {
  const intl = useIntl();
  return useCallback((name: string) => nameDevice(name, intl), [intl]);
}
