// The search port's words (port.ts): how a listing's text is matched, ranked and marked, said once for every
// search, list, alert and digest. Both indexes answer the same operators (GIN and RUM index `@@`), so these read the
// same on every adapter; only the order a page is read in differs (port.ts). Decision 030: words, not substrings.
import { type Column, type SQL, sql } from 'drizzle-orm';
import { offers } from '../../../db/schema/index.ts';

/** A search as typed, or an SQL text expression holding one (a saved search's jsonb field). */
export type SearchText = string | SQL;

/**
 * The search as PostgreSQL reads a search box: words (stemmed, so 'weddings' finds 'wedding'), "quoted phrases",
 * OR, and -word to exclude. Words it ignores ('the', 'and') leave an empty query, which matches nothing.
 */
export const textQuery = (q: SearchText): SQL => sql`websearch_to_tsquery('english', ${q})`;

/** Any word of a title, as a query: the AND of plainto_tsquery made an OR. Empty for stopwords only. */
export const anyWordQuery = (title: string): SQL =>
  sql`replace(plainto_tsquery('english', ${title})::text, ' & ', ' | ')::tsquery`;

/** `offers.search_vector`, or the same column of an alias the query reads offers as. */
type Vector = SQL | Column;

export const matchesQuery = (query: SQL, vector: Vector = offers.searchVector): SQL => sql`${vector} @@ ${query}`;

export const matchesText = (q: SearchText, vector?: Vector): SQL => matchesQuery(textQuery(q), vector);

/** How well a listing's text answers a query: its title's words weigh over its description's. */
export const rankQuery = (query: SQL, vector: Vector = offers.searchVector): SQL<number> =>
  sql<number>`ts_rank(${vector}, ${query})`;

// Matched words between [[ and ]], which the card marks; the description cut to its best passage.
const titleMarks = 'StartSel=[[, StopSel=]], HighlightAll=true';
const descriptionMarks = 'StartSel=[[, StopSel=]], MaxWords=35, MinWords=15, MaxFragments=1';

/** A list row's title and description with the search's words marked, as `title_highlight`, `description_highlight`. */
export const highlights = (q: string): SQL =>
  sql`ts_headline('english', ${offers.title}, ${textQuery(q)}, ${titleMarks}) AS title_highlight,
    ts_headline('english', ${offers.description}, ${textQuery(q)}, ${descriptionMarks}) AS description_highlight`;
