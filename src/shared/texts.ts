// The server's texts in another language (decision 057). The spec's messages, the errors the server answers and the
// notifications it writes keep their English in the code; src/shared/texts/<locale>.json translates each, keyed by
// its English with {name} where the code fills something in (scripts/extract-texts.mjs keeps them whole).

/** One locale's translations: English text or pattern to the locale's words. */
export type Texts = Readonly<Record<string, string>>;

type Pattern = { match: RegExp; names: string[]; translation: string };
type Matcher = { exact: Map<string, string>; patterns: Pattern[] };

const matchers = new WeakMap<Texts, Matcher>();
const placeholder = /\{(\w+)\}/g;
const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(texts: Texts): Matcher {
  const exact = new Map<string, string>();
  const patterns: (Pattern & { literal: number })[] = [];
  for (const [english, translation] of Object.entries(texts)) {
    if (!translation) continue;
    const names = [...english.matchAll(placeholder)].map((found) => found[1] ?? '');
    if (names.length === 0) {
      exact.set(english, translation);
      continue;
    }
    const literals = english.split(placeholder).filter((_, index) => index % 2 === 0);
    const match = new RegExp(`^${literals.map(escapeForRegExp).join('([\\s\\S]*?)')}$`);
    patterns.push({ match, names, translation, literal: literals.join('').length });
  }
  // The most specific pattern first: 'rejected. Reason: {reason}' before 'rejected.'
  patterns.sort((a, b) => b.literal - a.literal);
  return { exact, patterns };
}

function matcherOf(texts: Texts): Matcher {
  let matcher = matchers.get(texts);
  if (!matcher) {
    matcher = compile(texts);
    matchers.set(texts, matcher);
  }
  return matcher;
}

/**
 * `text` in the locale of `texts`, or as it is when it is none of the server's texts (a member's own words, English
 * when `texts` is undefined). What fills a pattern stays as written, unless it is itself one of the texts: matching
 * it against the patterns too would split a member's words wherever they hold a pattern's (' or ', ' · '). A caller
 * that knows its fills are the server's own texts (a ledger line quoting another) translates them with `translateFill`.
 */
export function translateText(
  texts: Texts | undefined,
  text: string,
  translateFill: (value: string) => string = (value) => value,
): string {
  if (!texts) return text;
  const { exact, patterns } = matcherOf(texts);
  const whole = exact.get(text);
  if (whole !== undefined) return whole;
  for (const { match, names, translation } of patterns) {
    const found = match.exec(text);
    if (!found) continue;
    const values = new Map(names.map((name, index) => [name, found[index + 1] ?? '']));
    return translation.replace(placeholder, (_, name: string) => {
      const value = values.get(name) ?? '';
      return exact.get(value) ?? translateFill(value);
    });
  }
  return text;
}
