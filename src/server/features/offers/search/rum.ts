// The RUM adapter of the search port (port.ts), for PostgreSQL with the rum extension (decision 060). Its index
// (0035_search_rum.sql) keeps each word's live listings with their created_at, so a search's newest matches come
// out of the index in date order: the newest sort and relevance (which ranks the newest matches) read a page
// without collecting every match. It still reads each searched word's whole list of listings, so a word in a good
// share of all listings is read as GIN reads it, in the date index's order; other sorts too.
import { type SQL, sql } from 'drizzle-orm';
import { offers } from '../../../db/schema/index.ts';
import { createGinSearch } from './gin.ts';
import { type PageRequest, readsByDate, type RowSource } from './page-source.ts';

/** Below this many live listings with the search's words the newest are read from the RUM index. */
const rumMatches = 40_000;

const o = offers;

/**
 * The first `needed` live matches of `where`, newest first, out of the RUM index, as the offers they are. The index
 * orders by distance from the newest listing's date (`<=|`), which ties listings of the same instant; the edge
 * instant's listings are all taken from the table, so the ids decide among them as the sort says. They are read by
 * their date first (the date index), never by the RUM index with a second key: rum answers a text key and an
 * attached key together wrongly (postgrespro/rum issue 79). The rows the index hands out are kept whole, so none is
 * looked up again by its id.
 */
function newestFromRum(where: SQL, needed: number): RowSource {
  return {
    from: sql`(WITH firsts AS MATERIALIZED (
        SELECT * FROM ${o} WHERE ${where}
        ORDER BY ${o.createdAt} <=| (SELECT max(${o.createdAt}) FROM ${o}) LIMIT ${needed}
      ), edge AS (SELECT min(created_at) AS at FROM firsts)
      SELECT * FROM firsts WHERE created_at > (SELECT at FROM edge)
      UNION ALL
      SELECT * FROM (SELECT * FROM ${o} WHERE ${o.createdAt} = (SELECT at FROM edge) OFFSET 0) AS ${o}
      WHERE ${where}) AS ${o}`,
    where: sql`true`,
  };
}

// The index reads every live listing with the words, whatever the other filters keep of them.
async function fitsRum(page: PageRequest): Promise<boolean> {
  if (!page.q || !readsByDate(page.sort)) return false;
  if (page.q.includes('"')) return true;
  return (await page.textMatches()) < rumMatches;
}

export function createRumSearch() {
  const gin = createGinSearch();
  return async (page: PageRequest): Promise<RowSource> =>
    (await fitsRum(page)) ? newestFromRum(page.where, page.needed) : gin(page);
}
