// Paging arithmetic shared by every paged list: which page buttons to show and the 'x-y of n results' text.

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * How many pages a visitor can open: at least one, and no more than `maxPage` when the server stops paging there,
 * so the pager never offers a page the address cannot hold.
 */
export function countPages(total: number, pageSize: number, maxPage = Number.POSITIVE_INFINITY): number {
  return Math.max(1, Math.min(Math.ceil(total / pageSize), maxPage));
}

/**
 * The buttons of a pager: always the first and last page, the current one with a neighbour on each side, and an
 * ellipsis for each gap of two or more pages (a gap of one page shows that page instead, since a button takes the
 * same room as the ellipsis).
 */
export function buildPageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const first = Math.max(2, page - siblings);
  const last = Math.min(pageCount - 1, page + siblings);
  const items: PageItem[] = [1];
  if (first === 3) items.push(2);
  else if (first > 3) items.push('ellipsis-start');
  for (let n = first; n <= last; n += 1) items.push(n);
  if (last === pageCount - 2) items.push(pageCount - 1);
  else if (last < pageCount - 2) items.push('ellipsis-end');
  if (pageCount > 1) items.push(pageCount);
  return items;
}

/** The spec's result range: '1-50 of 120 results'; an empty list reads '0 results'. */
export function describeResultRange(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0 results';
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return `${from}-${to} of ${total} ${total === 1 ? 'result' : 'results'}`;
}
