// What 'live' means for a listing, said once for every query that shows, counts, matches or alerts on live listings.
import { sql, type Column, type SQL } from 'drizzle-orm';
import { offers } from './schema/index.ts';

/**
 * A listing the marketplace shows: approved and open (not pending, paused, rejected, completed or cancelled). A
 * deleted member's listings are deleted with them. Pass an alias of `offers` for a query that names it so; the
 * literal (not a parameter) lets the planner match the status indexes.
 */
export function isLiveListing(listing: { status: Column } = offers): SQL {
  return sql`${listing.status} = 'active'`;
}
