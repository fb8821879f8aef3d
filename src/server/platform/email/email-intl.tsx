// The emails' words, in the recipient's language (decision 056's catalogs, on the server): messages/<locale>.json
// hold ICU messages with ids `email.<template>.<key>`, formatted by react-intl with its parser (the server keeps it,
// so nothing is built). The worker chooses the language when it sends (worker.ts).
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { createIntl, createIntlCache, FormattedMessage, type IntlShape, RawIntlProvider } from 'react-intl';
import { defaultLocale, type Locale } from '#shared/locales.ts';
import ar from './messages/ar.json' with { type: 'json' };
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };

export type EmailMessageId = keyof typeof en;

// A Record of whole catalogs: a locale without one of English's ids fails the type check.
const catalogs: Record<Locale, Record<EmailMessageId, string>> = { en, es, fr, de, ar };
const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** The formatter of `locale`'s emails. Days are UTC days, as the features that queue them name them. */
export function emailIntl(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale, messages: catalogs[locale], timeZone: 'UTC' }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

/** English: what a template renders when no language is given (the tests that render one directly). */
export const englishIntl = emailIntl(defaultLocale);

/** `body` in `intl`'s language. */
export const inLanguage = (intl: IntlShape, body: ReactElement) => (
  <RawIntlProvider value={intl}>{body}</RawIntlProvider>
);

type RichValues = ComponentProps<typeof FormattedMessage>['values'];

/** A message in the email's language, with its arguments and rich-text tags. */
export function EmailText({ id, values }: { id: EmailMessageId; values?: RichValues }) {
  return <FormattedMessage id={id} values={values} />;
}

/** A message as plain text: a subject, a heading, a button's label. */
export const say = (intl: IntlShape, id: EmailMessageId, values?: Record<string, string | number>): string =>
  intl.formatMessage({ id }, values);

/** A `<link>` tag's renderer: the link, with the message's words inside. */
export const linkTo = (href: string) => (chunks: ReactNode[]) => <a href={href}>{chunks}</a>;
