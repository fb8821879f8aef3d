import type { CurrencyCode } from '#shared/currency.ts';

/**
 * The browser's names of the currencies in a language ('Euro', 'euro', 'Euro', 'يورو'), or undefined where it has
 * none. Intl, so for screens after the first paint only (the settings page, the admin panel; decision 050).
 */
export function currencyNamer(locale: string): (code: CurrencyCode) => string | undefined {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' });
    return (code) => names.of(code);
  } catch {
    return () => undefined;
  }
}
