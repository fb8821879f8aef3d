// A pseudo-locale for development (issue 35): every message accented and a third longer, in brackets. Text that
// shows plainly was left outside the catalogs; a layout that breaks is too tight for German or French.

// The parser's element types (@formatjs/icu-messageformat-parser's TYPE), which the browser build does not carry.
const literal = 0;
const select = 5;
const plural = 6;
const tag = 8;

/** A catalog as lib/i18n.tsx holds it: each message parsed at build time. */
type Messages = Record<string, string | object>;

type Element = { type: number; value?: string; children?: Element[]; options?: Record<string, { value: Element[] }> };

const accents: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ø',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

const accent = (text: string) => text.replace(/[aeiouycnAEIOUYCN]/g, (letter) => accents[letter] ?? letter);

function pseudoElements(elements: Element[]): Element[] {
  return elements.map((element) => {
    if (element.type === literal && element.value !== undefined) return { ...element, value: accent(element.value) };
    if (element.type === tag && element.children) return { ...element, children: pseudoElements(element.children) };
    if ((element.type === select || element.type === plural) && element.options) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: pseudoElements(option.value) },
        ]),
      );
      return { ...element, options };
    }
    return element;
  });
}

const lengthOf = (elements: Element[]): number =>
  elements.reduce((total, element) => total + (element.type === literal ? (element.value?.length ?? 0) : 4), 0);

/** `messages` (parsed at build time) as the pseudo-locale shows them. */
export function pseudoLocalize(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      if (!Array.isArray(message)) return [id, message];
      const elements = pseudoElements(message as Element[]);
      const padding = '·'.repeat(Math.ceil(lengthOf(elements) * 0.3));
      return [id, [{ type: literal, value: '[' }, ...elements, { type: literal, value: `${padding}]` }]];
    }),
  );
}
