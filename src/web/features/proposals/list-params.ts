import { type ProposalStatus, proposalStatuses } from '#shared/constants.ts';
import { type ListParams, offerListCodec } from '#web/components/list/list-params.ts';
import type { UrlCodec } from '#web/components/list/url-state.ts';

// The address state of a proposal list: the offer lists' search, category, payment type, paging and layout, plus
// the status filter. As there, every bad value in a hand-edited or stale address falls back to its default. Other
// keys (the My Offers tab) are the page's and are kept.

export type ProposalListParams = ListParams & { status: ProposalStatus | undefined };

/** A proposal list's codec for the page's categories: the offer lists' keys plus `status`. */
export function proposalListCodec(categorySlugs: readonly string[]): UrlCodec<ProposalListParams> {
  const offers = offerListCodec(categorySlugs);
  return {
    keys: [...offers.keys, 'status'],
    parse: (search) => ({
      ...offers.parse(search),
      status: proposalStatuses.find((candidate) => candidate === search.get('status')),
    }),
    build: (params) => {
      const search = offers.build(params);
      if (params.status) search.set('status', params.status);
      return search;
    },
    apply: (current, change) => {
      const next = { ...offers.apply(current, change), status: 'status' in change ? change.status : current.status };
      if (next.status !== current.status && !('page' in change)) next.page = 1;
      return next;
    },
  };
}

export function hasProposalFilters(params: ProposalListParams): boolean {
  return Boolean(params.q || params.category || params.payment || params.status);
}
