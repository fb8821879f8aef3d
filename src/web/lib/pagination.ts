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

/** What a page of a list says about itself (the shape of a paged API response). */
export type PageSummary = {
  page: number;
  pageSize: number;
  total: number;
  /** A search that stopped counting: `total` then means "at least this many". */
  totalCapped?: boolean;
  items: readonly unknown[];
};

/**
 * The spec's result range: '1-50 of 120 results'; an empty list reads '0 results'. A capped search total reads
 * 'of 1000+ results' (or more, on a page past it), since its pages go on while matches last.
 */
export function describeResultRange({ page, pageSize, total, totalCapped = false, items }: PageSummary): string {
  if (items.length === 0) return '0 results';
  const from = (page - 1) * pageSize + 1;
  const to = from + items.length - 1;
  if (totalCapped) return `${from}-${to} of ${Math.max(total, to)}+ results`;
  return `${from}-${to} of ${total} ${total === 1 ? 'result' : 'results'}`;
}

/**
 * The pages a pager may offer: the total's pages, and for a capped search one more while the page on screen is
 * full; never deeper than the server serves (`maxPage`).
 */
export function countReachablePages(summary: PageSummary, maxPage: number): number {
  const counted = countPages(summary.total, summary.pageSize, maxPage);
  if (!summary.totalCapped) return counted;
  const next = summary.items.length === summary.pageSize ? summary.page + 1 : summary.page;
  return Math.min(Math.max(counted, next), maxPage);
}
