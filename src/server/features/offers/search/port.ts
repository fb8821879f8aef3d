// The search port: the one place the offers feature asks how a searched list is read. Lists, search, suggestions,
// saved-search matching and request matching all go through it (text.ts holds the SQL words they share). Two
// adapters answer: GIN (gin.ts: PostgreSQL without RUM, and PGlite) and RUM (rum.ts: PostgreSQL with the rum
// extension, decision 060), chosen once per app by what the migrated database has (detectSearchIndex).
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { createGinSearch } from './gin.ts';
import { createRumSearch } from './rum.ts';
import { findTitleSuggestions } from './suggestions.ts';
import { suggestCorrection } from './correction.ts';
import type { ListingSearch } from './listing-search.ts';
import type { PageRequest, RowSource } from './page-source.ts';

export type SearchIndex = 'rum' | 'gin';

export type SearchPort = {
  index: SearchIndex;
  /** The rows a page of a list is read from, in a way that suits this search and this sort. */
  chooseSource: (page: PageRequest) => Promise<RowSource>;
  /** Titles of live services starting words as typed, for the header search's suggestions. */
  suggestTitles: (db: Database, q: string) => Promise<string[]>;
  /** 'Did you mean ...': the search with unknown words corrected, when that finds something. */
  suggestCorrection: (db: Database, q: string) => Promise<string | undefined>;
  /** The process's own index of the live listings, which reads a searched page first when it is on (decision 062). */
  listings: ListingSearch | null;
};

/** RUM where the migration could create its index (0035_search_rum.sql), GIN otherwise. */
export async function detectSearchIndex(db: Executor): Promise<SearchIndex> {
  const { rows } = (await db.execute(
    sql`SELECT 1 FROM pg_indexes WHERE tablename = 'offers' AND indexname = 'offers_search_rum_idx'`,
  )) as { rows: unknown[] };
  return rows.length > 0 ? 'rum' : 'gin';
}

export function createSearchPort(index: SearchIndex, listings: ListingSearch | null = null): SearchPort {
  const chooseSource = index === 'rum' ? createRumSearch() : createGinSearch();
  return { index, chooseSource, suggestTitles: findTitleSuggestions, suggestCorrection, listings };
}
