import { type ReactNode, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { defaultLocale, directionOf, isLocale, type Locale } from '#shared/locales.ts';

// The app's language (decision 056). The server picks it (the member's choice, the device's cookie, the browser's
// languages) and names it in <html lang>; the page starts with that locale's catalog loaded, so that what it
// renders first is what the server rendered. A change loads the new catalog, then switches every screen at once.

/** One locale's messages: plain text, or a message parsed at build time (scripts/messages-plugin.ts). */
export type Messages = Record<string, string | object>;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:messages/en'),
  es: () => import('virtual:messages/es'),
  fr: () => import('virtual:messages/fr'),
  de: () => import('virtual:messages/de'),
  ar: () => import('virtual:messages/ar'),
};

export type LoadedLocale = { locale: Locale; messages: Messages };

export async function loadLocale(locale: Locale): Promise<LoadedLocale> {
  const { default: messages } = await loaders[locale]();
  return { locale, messages };
}

/** The language the server named for this page. */
export function readPageLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : defaultLocale;
}

let current: LoadedLocale | null = null;
const listeners = new Set<() => void>();

/** The language the app shows now: the page's, or the one it switched to since. */
export const readAppLocale = (): Locale => current?.locale ?? readPageLocale();

/** Makes `loaded` the app's language, on every screen and in <html lang dir>. Only in the browser. */
export function switchLocale(loaded: LoadedLocale): void {
  current = loaded;
  document.documentElement.lang = loaded.locale;
  document.documentElement.dir = directionOf(loaded.locale);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A message missing from a catalog is a bug the catalog check (scripts/check-messages.mjs) should have caught. */
function reportMissing(error: { code?: string; message: string }): void {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') console.error(error.message);
}

/**
 * Gives its children the language `initial` (the one the page started in), and whatever the app switches to after
 * (switchLocale).
 */
export function I18nProvider({ initial, children }: { initial: LoadedLocale; children: ReactNode }) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => current ?? initial,
    () => initial,
  );
  return (
    <IntlProvider locale={loaded.locale} messages={loaded.messages as never} onError={reportMissing}>
      {children}
    </IntlProvider>
  );
}
