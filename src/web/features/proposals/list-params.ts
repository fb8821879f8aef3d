import type { PageSize, ProposalStatus } from '#shared/constants.ts';
import { proposalListQuerySchema } from '#shared/schemas/proposals.ts';

// The address state of a proposal list: status filter, page and page size. As on the offer lists, every bad value
// in a hand-edited or stale address falls back to its default instead of the page failing on a 400.

export type ProposalListParams = { status: ProposalStatus | undefined; page: number; pageSize: PageSize };

const fields = proposalListQuerySchema.shape;
const read = (search: URLSearchParams, key: string) => search.get(key) ?? undefined;

export function parseProposalListParams(search: URLSearchParams): ProposalListParams {
  const status = fields.status.safeParse(read(search, 'status'));
  const page = fields.page.safeParse(read(search, 'page'));
  const pageSize = fields.pageSize.safeParse(read(search, 'pageSize'));
  return {
    status: status.success ? status.data : undefined,
    page: page.success ? page.data : 1,
    pageSize: (pageSize.success ? pageSize.data : fields.pageSize.parse(undefined)) as PageSize,
  };
}

/**
 * Writes a change into the address, keeping its other keys (the My Offers tab). A new filter or page size starts
 * again at page 1; defaults are left out.
 */
export function applyProposalListChange(search: URLSearchParams, change: Partial<ProposalListParams>): URLSearchParams {
  const current = parseProposalListParams(search);
  const next = { ...current, ...change };
  if (!('page' in change) && (next.status !== current.status || next.pageSize !== current.pageSize)) next.page = 1;
  const result = new URLSearchParams(search);
  const defaults = parseProposalListParams(new URLSearchParams());
  for (const key of ['status', 'page', 'pageSize'] as const) {
    const value = next[key];
    if (value === undefined || value === defaults[key]) result.delete(key);
    else result.set(key, String(value));
  }
  return result;
}
