// The admin panel's four big lists (Users, Offers, Transactions, Feedback): filtered, searched and paged in SQL,
// newest first by (created_at, id). Search is a case-insensitive substring (spec section 5, 'Admin search'),
// found through the trigram indexes or by reading in order, whichever the planner's estimate says stops sooner,
// and its total stops counting at the public list's cap (src/server/db/capped-search.ts, decision 013). Totals
// without a search are exact. Measured at 100,000 users and 1,000,000 offers (docs/performance.md).
import { and, desc, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { feedbackTypes } from '#shared/constants.ts';
import type {
  AdminFeedbackListQuery,
  AdminOfferSearchQuery,
  AdminTransactionListQuery,
  AdminUserListQuery,
} from '#shared/schemas/admin.ts';
import type { PagingQuery } from '#shared/schemas/paging.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import {
  capTotal,
  chooseTextMatch,
  countUpToCap,
  estimateSearch,
  outOfIndexReach,
  searchTotalCap,
} from '../../db/capped-search.ts';
import { feedback, ledgerEntries, offers, users } from '../../db/schema/index.ts';
import { substringPattern } from '../../db/substring-pattern.ts';
import type { Page } from '../../platform/present-page.ts';
import { type ShownEntryStatus, shownEntryStatus } from '../wallet/service.ts';
import { readCachedCount } from './count-cache.ts';

export type Person = { id: string; fullName: string; email: string };
export const ownerColumns = { id: users.id, fullName: users.fullName, email: users.email };
export const offsetOf = (query: PagingQuery) => (query.page - 1) * query.pageSize;

export type AdminUserRow = typeof users.$inferSelect;
export type AdminOfferRow = { offer: typeof offers.$inferSelect; owner: Person };
export type AdminTransactionRow = {
  entry: typeof ledgerEntries.$inferSelect;
  /** What the member's wallet reads too (wallet/entry-status.ts). */
  shownStatus: ShownEntryStatus;
  user: Person | null;
  reversedById: string | null;
};
export type AdminFeedbackRow = { entry: typeof feedback.$inferSelect; user: Person | null };

/**
 * A list's filters and its search, each way to find it: `indexed` for the trigram indexes, `inOrder` out of their
 * reach (read newest first until enough match), `estimated` when the planner estimates another form better.
 */
type SearchedList = {
  /** What the exact totals are cached under (count-cache.ts), and the created_at of the rows counted. */
  totalKey: string;
  createdAt: AnyPgColumn;
  from: SQL;
  filters: (SQL | undefined)[];
  search: { indexed: SQL | undefined; inOrder: SQL | undefined; estimated?: SQL | undefined } | null;
};

type Counted = { rows: { total: number }[] };
const selectOne = (from: SQL, where: SQL | undefined) => sql`SELECT 1 FROM ${from} WHERE ${where ?? sql`true`}`;

/**
 * One page and its total. Without a search the total is an exact count, kept a few seconds (count-cache.ts):
 * counted every time, 1,000,000 offers took 60 ms alone and 0.4 s with 10 requests at once on PostgreSQL. With
 * a search, the page and the count each take the way that stops sooner for what they need (the page: up to its
 * last row; the count: the cap and one more).
 */
async function findPage<Row>(
  ctx: AppContext,
  query: PagingQuery,
  list: SearchedList,
  readPage: (where: SQL | undefined, offset: number) => Promise<Row[]>,
): Promise<Page<Row>> {
  const offset = offsetOf(query);
  const { search } = list;
  if (!search) {
    const where = and(...list.filters);
    const countAll = async () => {
      const result = (await ctx.db.execute(
        sql`SELECT count(*)::int AS total FROM ${list.from} WHERE ${where ?? sql`true`}`,
      )) as Counted;
      return Number(result.rows[0]?.total ?? 0);
    };
    const [items, total] = await Promise.all([
      readPage(where, offset),
      readCachedCount(ctx, list.totalKey, [list.createdAt], countAll),
    ]);
    return { items, total };
  }
  const estimate = await estimateSearch(ctx.db, {
    matches: selectOne(list.from, and(...list.filters, search.estimated ?? search.indexed)),
    listed: selectOne(list.from, and(...list.filters)),
  });
  const whereFor = (needed: number) =>
    and(...list.filters, chooseTextMatch(needed, estimate) === 'trigram' ? search.indexed : search.inOrder);
  const [items, counted] = await Promise.all([
    readPage(whereFor(offset + query.pageSize), offset),
    countUpToCap(ctx.db, selectOne(list.from, whereFor(searchTotalCap)), chooseTextMatch(searchTotalCap, estimate)),
  ]);
  return { items, ...capTotal(counted) };
}

const newestUsers = [desc(users.createdAt), desc(users.id)];

/** Every member, newest first; search is a case-insensitive substring of the email or the name. */
export async function findUsersForAdmin(ctx: AppContext, query: AdminUserListQuery): Promise<Page<AdminUserRow>> {
  const pattern = query.search ? substringPattern(query.search) : undefined;
  const matches = pattern && or(ilike(users.email, pattern), ilike(users.fullName, pattern));
  const list: SearchedList = {
    totalKey: `users:${query.status ?? 'all'}`,
    createdAt: users.createdAt,
    from: sql`${users}`,
    filters: [query.status ? eq(users.status, query.status) : undefined],
    search: matches ? { indexed: matches, inOrder: outOfIndexReach(matches) } : null,
  };
  return findPage(ctx, query, list, async (where, offset) => {
    // The page's ids first, straight from a (status,) created_at, id index; the rows then for those ids only.
    const page = ctx.db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...newestUsers)
      .limit(query.pageSize)
      .offset(offset)
      .as('page');
    return ctx.db
      .select(getTableColumns(users))
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .orderBy(...newestUsers);
  });
}

const newestOffers = [desc(offers.createdAt), desc(offers.id)];

/**
 * Every offer whatever its status (the public lists show live ones only), newest first, with its owner. The
 * search is a case-insensitive substring of the title or the description.
 */
export async function findOffersForAdmin(ctx: AppContext, query: AdminOfferSearchQuery): Promise<Page<AdminOfferRow>> {
  const pattern = query.search ? substringPattern(query.search) : undefined;
  const matches = pattern && or(ilike(offers.title, pattern), ilike(offers.description, pattern));
  const list: SearchedList = {
    totalKey: `offers:${query.status ?? 'all'}`,
    createdAt: offers.createdAt,
    from: sql`${offers}`,
    filters: [query.status ? eq(offers.status, query.status) : undefined],
    search: matches ? { indexed: matches, inOrder: outOfIndexReach(matches) } : null,
  };
  return findPage(ctx, query, list, async (where, offset) => {
    const page = ctx.db
      .select({ id: offers.id })
      .from(offers)
      .where(where)
      .orderBy(...newestOffers)
      .limit(query.pageSize)
      .offset(offset)
      .as('page');
    return ctx.db
      .select({ offer: offers, owner: ownerColumns })
      .from(page)
      .innerJoin(offers, eq(offers.id, page.id))
      .innerJoin(users, eq(users.id, offers.userId))
      .orderBy(...newestOffers);
  });
}

const reversal = alias(ledgerEntries, 'reversal');
const newestEntries = [desc(ledgerEntries.createdAt), desc(ledgerEntries.id)];

/** The ledger newest first, with each entry's member and the entry that reversed it (reverses_id is unique). */
export async function findTransactionsForAdmin(
  ctx: AppContext,
  query: AdminTransactionListQuery,
): Promise<Page<AdminTransactionRow>> {
  const matches = query.search ? ilike(ledgerEntries.description, substringPattern(query.search)) : undefined;
  const list: SearchedList = {
    totalKey: `transactions:${query.status ?? 'all'}`,
    createdAt: ledgerEntries.createdAt,
    from: sql`${ledgerEntries}`,
    // The status the member sees, so each filter finds what the member's wallet shows under it.
    filters: [query.status ? sql`${shownEntryStatus} = ${query.status}` : undefined],
    search: matches ? { indexed: matches, inOrder: outOfIndexReach(matches) } : null,
  };
  return findPage(ctx, query, list, async (where, offset) => {
    // Joined after the page is cut: joined first, every skipped entry of a deep page was joined too.
    const page = ctx.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(where)
      .orderBy(...newestEntries)
      .limit(query.pageSize)
      .offset(offset)
      .as('page');
    return ctx.db
      .select({ entry: ledgerEntries, shownStatus: shownEntryStatus, user: ownerColumns, reversedById: reversal.id })
      .from(page)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, page.id))
      .leftJoin(users, eq(users.id, ledgerEntries.userId))
      .leftJoin(reversal, eq(reversal.reversesId, ledgerEntries.id))
      .orderBy(...newestEntries);
  });
}

/**
 * Spec section 5, 'Admin search': a case-insensitive substring of the content, the type, or the author's name or
 * email. Through the trigram indexes it is a union of ids, each branch on its own index (feedback content,
 * users' name and email): one OR over them, with the authors as a subquery, reads the whole table (measured: 190
 * ms against 7 ms for 50,000 entries and 100,000 members). Read in order, it is one OR over the entry and its
 * author, joined row by row. The four types are matched here; a search that names one matches a large share.
 */
function feedbackSearch(db: Database, search: string): NonNullable<SearchedList['search']> {
  const pattern = substringPattern(search);
  const needle = search.toLowerCase();
  const types = feedbackTypes.filter((type) => type.includes(needle));
  const authors = db
    .select({ id: users.id })
    .from(users)
    .where(ilike(users.fullName, pattern))
    .union(db.select({ id: users.id }).from(users).where(ilike(users.email, pattern)));
  const matching = db
    .select({ id: feedback.id })
    .from(feedback)
    .where(ilike(feedback.content, pattern))
    .unionAll(db.select({ id: feedback.id }).from(feedback).where(inArray(feedback.userId, authors)));
  const byType = types.length > 0 ? inArray(feedback.type, types) : undefined;
  const joined = or(
    byType,
    ilike(feedback.content, pattern),
    ilike(users.fullName, pattern),
    ilike(users.email, pattern),
  );
  return { indexed: or(byType, inArray(feedback.id, matching)), inOrder: outOfIndexReach(joined), estimated: joined };
}

const newestFeedback = [desc(feedback.createdAt), desc(feedback.id)];

/** Every feedback entry, newest first, with its author (null once they deleted their account). */
export async function findFeedbackForAdmin(
  ctx: AppContext,
  query: AdminFeedbackListQuery,
): Promise<Page<AdminFeedbackRow>> {
  const list: SearchedList = {
    totalKey: `feedback:${query.status ?? 'all'}`,
    createdAt: feedback.createdAt,
    from: sql`${feedback} LEFT JOIN ${users} ON ${users.id} = ${feedback.userId}`,
    filters: [query.status ? eq(feedback.status, query.status) : undefined],
    search: query.search ? feedbackSearch(ctx.db, query.search) : null,
  };
  return findPage(ctx, query, list, async (where, offset) => {
    const page = ctx.db
      .select({ id: feedback.id })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .where(where)
      .orderBy(...newestFeedback)
      .limit(query.pageSize)
      .offset(offset)
      .as('page');
    return ctx.db
      .select({ entry: feedback, user: ownerColumns })
      .from(page)
      .innerJoin(feedback, eq(feedback.id, page.id))
      .leftJoin(users, eq(users.id, feedback.userId))
      .orderBy(...newestFeedback);
  });
}
