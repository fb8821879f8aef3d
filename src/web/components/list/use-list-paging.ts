import { useCallback, useEffect, useRef } from 'react';
import { maxListPage } from '#web/components/list/list-params.ts';
import type { UrlStateChangeOptions } from '#web/components/list/use-url-state.ts';
import { countReachablePages, type PageSummary } from '#web/lib/pagination.ts';

type ListPagingOptions = {
  /** The page on screen, undefined until the first one arrives. */
  data: PageSummary | undefined;
  /** True while `data` is the previous page, kept on screen as the next one loads. */
  isPlaceholderData: boolean;
  update: (change: { page: number }, options?: UrlStateChangeOptions) => void;
};

function scrollToTop(listTop: HTMLElement | null) {
  const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  // The list's top keeps clear of the sticky header through its scroll margin.
  if (listTop) listTop.scrollIntoView({ behavior, block: 'start' });
  else window.scrollTo({ top: 0, behavior });
}

/**
 * The paging every list shares. The pager offers no page deeper than the server serves (maxPage), so every
 * page it offers fits in the address; an address past the last page (an old link, listings since removed) moves to
 * the last page that exists; a new page scrolls back up, to `topRef` when the list marks its top, else to the top of
 * the page (the category pages, whose list starts near it).
 */
export function useListPaging({ data, isPlaceholderData, update }: ListPagingOptions) {
  const topRef = useRef<HTMLDivElement>(null);
  const pageCount = data ? countReachablePages(data, maxListPage) : 1;
  const pastTheEnd = Boolean(data && !isPlaceholderData && data.page > pageCount);

  useEffect(() => {
    if (pastTheEnd) update({ page: pageCount }, { replace: true });
  }, [pastTheEnd, pageCount, update]);

  const changePage = useCallback(
    (page: number) => {
      update({ page });
      scrollToTop(topRef.current);
    },
    [update],
  );

  return { topRef, pageCount, pastTheEnd, changePage };
}
