import { readPage } from '#web/components/list/list-params.ts';
import type { UrlCodec } from '#web/components/list/url-state.ts';

// The address state of an admin list: its search, status filter and page, beside the panel's tab. As on the other
// lists, a bad value in a hand-edited or stale address falls back to its default.

export type AdminListState = { q: string; status: string | undefined; page: number };

/** The server's limit on an admin search (#shared/schemas/admin.ts), written out to keep zod off the first load. */
const maxSearchLength = 200;

export function adminListCodec(statuses: readonly string[]): UrlCodec<AdminListState> {
  return {
    keys: ['q', 'status', 'page'],
    parse: (search) => ({
      q: (search.get('q') ?? '').trim().slice(0, maxSearchLength).trim(),
      status: statuses.find((status) => status === search.get('status')),
      page: readPage(search.get('page') ?? undefined) ?? 1,
    }),
    build: ({ q, status, page }) => {
      const search = new URLSearchParams();
      if (q) search.set('q', q);
      if (status) search.set('status', status);
      if (page !== 1) search.set('page', String(page));
      return search;
    },
    // A new search or filter starts again from page 1.
    apply: (current, change) => {
      const next = { ...current, ...change };
      const listChanged = (['q', 'status'] as const).some((key) => key in change && change[key] !== current[key]);
      if (listChanged && !('page' in change)) next.page = 1;
      return next;
    },
  };
}
