// A search as PostgreSQL parsed it (websearch_to_tsquery's output as text, e.g. `'wed' & !'cheap' | 'photo'`), read
// back into a tree the listing index (listing-index.ts) answers with the same words PostgreSQL would match. Phrases
// (`<->`, `<2>`), prefixes and weights are left to the database: the index keeps no positions.

export type QueryNode =
  { op: 'word'; word: string } | { op: 'not'; arg: QueryNode } | { op: 'and' | 'or'; args: QueryNode[] };

type Token = { word: string } | { symbol: '&' | '|' | '!' | '(' | ')' };

/** The tokens of a tsquery's text, or null when it holds something the index cannot answer. */
function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (char === ' ') {
      at += 1;
    } else if (char === "'") {
      let word = '';
      at += 1;
      for (;;) {
        if (at >= text.length) return null;
        const c = text[at]!;
        if (c === '\\') {
          word += text[at + 1] ?? '';
          at += 2;
        } else if (c === "'" && text[at + 1] === "'") {
          word += "'";
          at += 2;
        } else if (c === "'") {
          at += 1;
          break;
        } else {
          word += c;
          at += 1;
        }
      }
      // A weight or prefix mark (`'word':*`) follows a word without a space.
      if (text[at] === ':') return null;
      tokens.push({ word });
    } else if (char === '&' || char === '|' || char === '!' || char === '(' || char === ')') {
      tokens.push({ symbol: char });
      at += 1;
    } else {
      return null;
    }
  }
  return tokens;
}

/**
 * The tree of a tsquery's text: `!` binds tightest, then `&`, then `|`, as PostgreSQL prints them. Undefined for an
 * empty query (stop words only), which matches nothing; null for one the index cannot answer.
 */
export function parseTsquery(text: string): QueryNode | undefined | null {
  const tokens = tokenize(text);
  if (!tokens) return null;
  if (tokens.length === 0) return undefined;
  let at = 0;
  const peek = () => tokens[at];
  const isSymbol = (token: Token | undefined, symbol: string) =>
    token !== undefined && 'symbol' in token && token.symbol === symbol;

  function parseOr(): QueryNode | null {
    const args = [parseAnd()];
    while (isSymbol(peek(), '|')) {
      at += 1;
      args.push(parseAnd());
    }
    if (args.some((arg) => arg === null)) return null;
    return args.length === 1 ? args[0]! : { op: 'or', args: args as QueryNode[] };
  }
  function parseAnd(): QueryNode | null {
    const args = [parseUnary()];
    while (isSymbol(peek(), '&')) {
      at += 1;
      args.push(parseUnary());
    }
    if (args.some((arg) => arg === null)) return null;
    return args.length === 1 ? args[0]! : { op: 'and', args: args as QueryNode[] };
  }
  function parseUnary(): QueryNode | null {
    const token = peek();
    at += 1;
    if (token === undefined) return null;
    if ('word' in token) return { op: 'word', word: token.word };
    if (token.symbol === '!') {
      const arg = parseUnary();
      return arg && { op: 'not', arg };
    }
    if (token.symbol === '(') {
      const inner = parseOr();
      if (!isSymbol(peek(), ')')) return null;
      at += 1;
      return inner;
    }
    return null;
  }

  const tree = parseOr();
  return at === tokens.length ? tree : null;
}
