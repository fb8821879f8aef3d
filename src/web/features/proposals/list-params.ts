import { type ProposalStatus, proposalStatuses } from '#shared/constants.ts';
import {
  applyListChange,
  buildListSearch,
  defaultListParams,
  type ListParams,
  parseListParams,
} from '#web/components/list/list-params.ts';

// The address state of a proposal list: the offer lists' search, category, payment type, paging and layout, plus
// the status filter. As there, every bad value in a hand-edited or stale address falls back to its default. Other
// keys (the My Offers tab) are the page's and are kept.

export type ProposalListParams = ListParams & { status: ProposalStatus | undefined };

const listKeys = [...Object.keys(defaultListParams), 'status'];

export function parseProposalListParams(search: URLSearchParams, categorySlugs: readonly string[]): ProposalListParams {
  const status = proposalStatuses.find((candidate) => candidate === search.get('status'));
  return { ...parseListParams(search, categorySlugs), status };
}

export function hasProposalFilters(params: ProposalListParams): boolean {
  return Boolean(params.q || params.category || params.payment || params.status);
}

/**
 * Writes a change into the address. Any change to what is listed (search, filters, status, page size) starts again
 * at page 1 (spec); defaults are left out.
 */
export function applyProposalListChange(
  search: URLSearchParams,
  categorySlugs: readonly string[],
  change: Partial<ProposalListParams>,
): URLSearchParams {
  const current = parseProposalListParams(search, categorySlugs);
  const next = { ...applyListChange(current, change), status: 'status' in change ? change.status : current.status };
  if (next.status !== current.status && !('page' in change)) next.page = 1;
  const result = new URLSearchParams(search);
  for (const key of listKeys) result.delete(key);
  for (const [key, value] of buildListSearch(next)) result.set(key, value);
  if (next.status) result.set('status', next.status);
  return result;
}
