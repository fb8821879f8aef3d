// The server's texts in the app's language (decision 057), for what the browser says in the server's words: the
// shared schemas' messages when a form checks its fields, a form's words for a failed call, the labels the server
// shares. The server translates its own answers; these are the browser's copies of the same catalogs.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '#shared/locales.ts';
import { type Texts, translateText } from '#shared/texts.ts';

type Translated = Exclude<Locale, 'en'>;
const loaders: Record<Translated, () => Promise<{ default: Texts }>> = {
  es: () => import('#shared/texts/es.json'),
  fr: () => import('#shared/texts/fr.json'),
  de: () => import('#shared/texts/de.json'),
  ar: () => import('#shared/texts/ar.json'),
};

const loaded = new Map<Locale, Texts>();
const loading = new Map<Locale, Promise<Texts | undefined>>();
const listeners = new Set<() => void>();

/** The catalog of `locale`, loaded once; English has none, its texts are the code's. */
export function loadServerTexts(locale: Locale): Promise<Texts | undefined> {
  if (locale === 'en') return Promise.resolve(undefined);
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then(({ default: texts }) => {
      loaded.set(locale, texts);
      for (const listener of listeners) listener();
      return texts;
    });
    loading.set(locale, pending);
  }
  return pending;
}

/** `text` in `locale`, once its catalog is in. */
export async function translateServerText(locale: Locale, text: string): Promise<string> {
  return translateText(await loadServerTexts(locale), text);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Translates the server's texts in the page's language. Until the catalog is in (a member's pages load it with
 * them), a text shows as the code has it, then changes.
 */
export function useServerText(): (text: string) => string {
  const { locale } = useIntl();
  const texts = useSyncExternalStore(
    subscribe,
    () => loaded.get(locale as Locale),
    () => undefined,
  );
  useEffect(() => {
    void loadServerTexts(locale as Locale);
  }, [locale]);
  return useCallback((text: string) => translateText(texts, text), [texts]);
}
