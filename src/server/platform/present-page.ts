import type { PagingQuery } from '#shared/schemas/paging.ts';

/** What a paged query finds: one page of rows and how many there are (at least, when the count stopped at a cap). */
export type Page<T> = { items: T[]; total: number; totalCapped?: boolean };

/** A paged list's response: its rows presented, its total, and the page that was asked for. */
export function presentPage<Row, View>(found: Page<Row>, query: PagingQuery, present: (row: Row) => View) {
  return {
    items: found.items.map(present),
    total: found.total,
    totalCapped: found.totalCapped ?? false,
    page: query.page,
    pageSize: query.pageSize,
  };
}
