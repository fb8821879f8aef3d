// The GIN adapter of the search port (port.ts): PostgreSQL without the rum extension, and PGlite. A searched page
// is read one of two ways, each slow where the other is fast: the offers in the sort's own index order, filtered
// on the way (a common word fills a page after a few rows), or the search's matches collected first through the
// text index and sorted after (a rare word, or a phrase no listing has, would walk the whole sort index).
import { type SQL, sql } from 'drizzle-orm';
import type { OfferSort } from '#shared/constants.ts';
import { offers } from '../../../db/schema/index.ts';
import { type PageRequest, readsByDate, type RowSource } from './page-source.ts';

/** Below this many expected matches a search always collects them: whichever way it reads, it reads few rows. */
const fewMatches = 1000;

/**
 * What a row a read in the sort's order passes costs, in collected matches (1,000,000 offers). A match is cheap
 * when few are collected and dear when tens of thousands fill a bitmap, so a read by date, whose rows the table
 * keeps near each other, is worth its rows; a read by price or rating jumps about the table, and a word can go
 * with a price (a 'professional' service costs more), so the estimate of how many rows it passes is trusted less.
 */
const passedRowCost = (sort: OfferSort) => (readsByDate(sort) ? 1 : 3);

const allOffers = (where: SQL): RowSource => ({ from: sql`${offers}`, where });

// OFFSET 0 keeps the planner from merging the subquery into the sorted read, so the matches are found on their own;
// they are all read to be sorted, so counting them costs nothing more.
const matchesFirst = (where: SQL): RowSource => ({
  from: sql`(SELECT *, count(*) OVER () AS matched FROM ${offers} WHERE ${where} OFFSET 0) AS ${offers}`,
  where: sql`true`,
  counted: true,
});

/**
 * Whether to collect a search's matches first: a quoted phrase always (the planner prices one as if its words were
 * apart); otherwise when collecting them costs less than the read in the sort's order, which passes `walked /
 * matches` rows for each of the `needed` it keeps: a rare word, a deep page, or a narrow index range.
 */
async function collectsMatches({ q, sort, estimate, needed, walked }: PageRequest): Promise<boolean> {
  if (!q) return false;
  if (q.includes('"')) return true;
  if (estimate === null) return false;
  const matches = await estimate;
  if (matches < fewMatches) return true;
  return matches * matches < passedRowCost(sort) * needed * (await walked());
}

export function createGinSearch() {
  return async (page: PageRequest): Promise<RowSource> =>
    (await collectsMatches(page)) ? matchesFirst(page.where) : allOffers(page.where);
}
