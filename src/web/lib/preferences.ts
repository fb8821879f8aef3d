import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CurrencyCode, currencyCookie, defaultCurrency, isCurrencyCode } from '#shared/currency.ts';
import { type Locale, localeCookie } from '#shared/locales.ts';
import type { Me, SessionResponse } from '#shared/schemas/accounts.ts';
import { api } from '#web/lib/api-client.ts';
import { useCurrencyRates } from '#web/lib/currency-rates.ts';
import { readAppLocale, switchLocale } from '#web/lib/i18n.tsx';
import { readSessionUser, sessionQueryKey, updateSessionUser, useSession, useSessionPart } from '#web/lib/session.ts';
import { readThemePreference, setThemePreference, type ThemePreference } from '#web/lib/theme.ts';

// Theme, display currency and language are kept on the device (spec section 9). A member's are kept on their profile
// too, so they follow the member to a new device: a change is saved in both places, and whenever the session brings
// the profile's values they replace the device's.

export type Preferences = { theme: ThemePreference; currency: CurrencyCode; language: Locale };

const currencyKey = 'currency';
const currencyListeners = new Set<() => void>();

export function readDeviceCurrency(): CurrencyCode | null {
  try {
    const value = localStorage.getItem(currencyKey);
    return value && isCurrencyCode(value) ? value : null;
  } catch {
    // Storage can be blocked; the default currency still applies.
    return null;
  }
}

// A year, renewed with every choice: the server renders public pages' prices in it (decision 046).
const currencyCookieMaxAge = 365 * 24 * 60 * 60;

function writeCurrencyCookie(code: CurrencyCode): void {
  document.cookie = `${currencyCookie}=${code}; path=/; max-age=${currencyCookieMaxAge}; samesite=lax`;
}

function writeDeviceCurrency(code: CurrencyCode): void {
  try {
    localStorage.setItem(currencyKey, code);
  } catch {
    // Not kept, but this visit still shows the chosen currency through the session member.
  }
  writeCurrencyCookie(code);
  for (const listener of currencyListeners) listener();
}

/**
 * The currency a server render used (the device's cookie when it was sent): the first render in the browser uses it
 * too, so that the prices it hydrates match the HTML.
 */
export const RenderedCurrencyContext = createContext<CurrencyCode | null>(null);

function subscribeToCurrency(listener: () => void): () => void {
  currencyListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    currencyListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const selectMemberCurrency = (session: SessionResponse) => session.user?.currency ?? null;

/**
 * The currency amounts are shown in: the member's choice, else this device's, else USD. Amounts stay USD. The caller
 * renders again when that currency's rates change (lib/currency-rates.ts), so its figures follow them.
 */
export function useDisplayCurrency(): CurrencyCode {
  const memberCurrency = useSessionPart(selectMemberCurrency);
  const renderedCurrency = useContext(RenderedCurrencyContext);
  const deviceCurrency = useSyncExternalStore(subscribeToCurrency, readDeviceCurrency, () => renderedCurrency);
  const currency = memberCurrency ?? deviceCurrency ?? defaultCurrency;
  useCurrencyRates(currency);
  return currency;
}

/** The server renders pages in the cookie's language (decision 056); every screen switches once its catalog is in. */
function writeDeviceLanguage(locale: Locale): void {
  document.cookie = `${localeCookie}=${locale}; path=/; max-age=${currencyCookieMaxAge}; samesite=lax`;
  if (locale === readAppLocale()) return;
  switchLocale(locale).catch((error: unknown) => console.error('Could not load the language', error));
}

function applyOnDevice(change: Partial<Preferences>): void {
  if (change.theme) setThemePreference(change.theme);
  if (change.currency) writeDeviceCurrency(change.currency);
  if (change.language) writeDeviceLanguage(change.language);
}

type SaveVariables = { change: Partial<Preferences>; before: Partial<Preferences>; user: Me | null };

/**
 * Applies a change at once, on this device and in the cached session member (so amounts switch currency without
 * waiting), and for a member saves it on the profile. The change is applied in the event that asked for it, so a
 * control shows the choice straight away rather than snapping back until the save starts. Saves run one at a time,
 * so responses cannot land out of order; a failed save puts back what was there before it.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    scope: { id: 'preferences' },
    mutationFn: async ({ change, before, user }: SaveVariables): Promise<Me | null> => {
      if (!user) return null;
      try {
        return await api.patch('/me', { body: change });
      } catch (error) {
        applyOnDevice(before);
        updateSessionUser(queryClient, user);
        throw error;
      }
    },
    onSuccess: (user) => {
      if (user) updateSessionUser(queryClient, user);
    },
  });
  const save = (change: Partial<Preferences>) => {
    const before: Partial<Preferences> = {
      theme: readThemePreference(),
      currency: readDeviceCurrency() ?? defaultCurrency,
      language: readAppLocale(),
    };
    // A session read under way would answer with the values from before this change and put them back. A visitor's
    // read has none to put back, and cancelling their first read would leave the header waiting for it for good.
    const user = readSessionUser(queryClient);
    if (user) void queryClient.cancelQueries({ queryKey: sessionQueryKey });
    applyOnDevice(change);
    if (user) updateSessionUser(queryClient, { ...user, ...change });
    mutation.mutate({ change, before, user });
  };
  return { ...mutation, mutate: save };
}

/** Mounted once: the profile's preferences win on this device whenever the session brings new values. */
export function useProfilePreferencesOnDevice(): void {
  const { user } = useSession();
  const theme = user?.theme;
  const currency = user?.currency;
  const language = user?.language;
  useEffect(() => {
    if (language) writeDeviceLanguage(language);
  }, [language]);
  useEffect(() => {
    if (theme) setThemePreference(theme);
  }, [theme]);
  useEffect(() => {
    if (currency) writeDeviceCurrency(currency);
  }, [currency]);
  // A currency chosen before the cookie existed reaches the server from the next page on.
  useEffect(() => {
    const deviceCurrency = readDeviceCurrency();
    if (deviceCurrency) writeCurrencyCookie(deviceCurrency);
  }, []);
}
