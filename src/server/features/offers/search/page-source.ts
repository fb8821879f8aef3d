// What a list asks the search port (port.ts) for a page, and what an adapter answers: where its rows come from.
import type { SQL } from 'drizzle-orm';
import type { OfferSort } from '#shared/constants.ts';

/**
 * Where a page's rows come from: the offers themselves, or a subquery that stands in for them under the same name.
 * `where` still applies to what `from` gives. `counted`: the subquery holds every match and a `matched` column says
 * how many, so the page knows its total without counting again.
 */
export type RowSource = { from: SQL; where: SQL; counted?: boolean };

/** What a page of a list needs: its filter (text included), the search typed, the sort and how deep it reads. */
export type PageRequest = {
  where: SQL;
  q: string | undefined;
  sort: OfferSort;
  /** Rows from the start of the order the page needs: its offset and size, or the relevance window. */
  needed: number;
  /** The planner's estimate of the rows the filter matches, for a search (null for a plain list). */
  estimate: Promise<number> | null;
  /**
   * The planner's estimate of the live listings a read in the sort's own order passes over whatever the text (the
   * range its index holds), asked for only when an adapter weighs such a read.
   */
  walked: () => Promise<number>;
  /** The planner's estimate of the live listings the search's text alone matches: what a text index hands out. */
  textMatches: () => Promise<number>;
};

/** Whether a sort reads listings by date: newest first, and relevance, which ranks the newest matches. */
export const readsByDate = (sort: OfferSort) => sort === 'newest' || sort === 'relevance';
