// The server's texts in the reader's language (decision 057): errors in the caller's, notifications in the
// recipient's, chosen when they are written.
import type { FastifyRequest } from 'fastify';
import { chooseLocale, isLocale, type Locale } from '#shared/locales.ts';
import { type Texts, translateText } from '#shared/texts.ts';
import ar from '#shared/texts/ar.json' with { type: 'json' };
import de from '#shared/texts/de.json' with { type: 'json' };
import es from '#shared/texts/es.json' with { type: 'json' };
import fr from '#shared/texts/fr.json' with { type: 'json' };

const translations: Partial<Record<Locale, Texts>> = { es, fr, de, ar };

/** `text` in `locale`; English, and any text that is not the server's own, as it is. */
export function translate(
  locale: string | null | undefined,
  text: string,
  translateFill?: (value: string) => string,
): string {
  return isLocale(locale) ? translateText(translations[locale], text, translateFill) : text;
}

/** The language a request is answered in: the member's, else the device's cookie, else the browser's. */
export function requestLocale(request: FastifyRequest): Locale {
  const language = request.member?.language;
  return chooseLocale({
    member: isLocale(language) ? language : null,
    cookies: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
}
