// The languages the app speaks (issue 35, decision 056). English is the source: every other catalog translates it.
export const locales = ['en', 'es', 'fr', 'de', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language in its own words, as a picker lists it. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
};

const rightToLeft: ReadonlySet<Locale> = new Set(['ar']);

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (rightToLeft.has(locale) ? 'rtl' : 'ltr');

export const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

/**
 * A visitor's language is kept in a cookie as well as on the device, so that the server renders a public page in
 * it; a member's is on their profile too.
 */
export const localeCookie = 'locale';
const localeCookiePattern = new RegExp(`(?:^|;\\s*)${localeCookie}=([a-z]{2})(?:;|$)`);

/** The language a Cookie header (or document.cookie) names, or null. */
export function readLocaleCookie(cookies: string | undefined): Locale | null {
  const value = cookies ? localeCookiePattern.exec(cookies)?.[1] : undefined;
  return isLocale(value) ? value : null;
}

/**
 * The first language of an Accept-Language header that the app speaks, by the header's weights ('de-CH' is German),
 * or null when it names none of them.
 */
export function negotiateLocale(acceptLanguage: string | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], weight: weight ? Number(weight) : 1, index };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map(({ language }) => language).find(isLocale) ?? null;
}

/** Which language a page is in: the member's own choice, else the device's cookie, else the browser's languages. */
export function chooseLocale(choices: {
  member?: Locale | null;
  cookies?: string | undefined;
  acceptLanguage?: string | undefined;
}): Locale {
  return (
    choices.member ?? readLocaleCookie(choices.cookies) ?? negotiateLocale(choices.acceptLanguage) ?? defaultLocale
  );
}
