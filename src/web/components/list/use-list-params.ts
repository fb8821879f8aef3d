import { useCallback, useMemo } from 'react';
import {
  clearedMarketFilters,
  marketListCodec,
  offerListCodec,
  pagingOnlyCodec,
} from '#web/components/list/list-params.ts';
import { useUrlState } from '#web/components/list/use-url-state.ts';

export type { UrlStateChangeOptions as ListChangeOptions } from '#web/components/list/use-url-state.ts';

type ListParamsScope = {
  /** The categories the page's select offers; a category outside them in the address is ignored. */
  categorySlugs?: readonly string[];
  /** A list that only pages (a category page): search, filters and layout are neither read nor kept. */
  pagingOnly?: boolean;
};

const noCategories: readonly string[] = [];

/** An offer list's state, read from and written to the address. */
export function useListParams({ categorySlugs = noCategories, pagingOnly = false }: ListParamsScope) {
  const codec = useMemo(
    () => (pagingOnly ? pagingOnlyCodec : offerListCodec(categorySlugs)),
    [pagingOnly, categorySlugs],
  );
  const { state: params, update, linkTo } = useUrlState(codec);
  const clearFilters = useCallback(() => update({ q: '', category: undefined, payment: undefined }), [update]);
  return { params, update, clearFilters, linkTo };
}

/** A marketplace list's state (/browse, /services, /requests): the offer list's plus sort, price range and switches. */
export function useMarketListParams(categorySlugs: readonly string[]) {
  const codec = useMemo(() => marketListCodec(categorySlugs), [categorySlugs]);
  const { state: params, update, linkTo } = useUrlState(codec);
  const clearFilters = useCallback(() => update(clearedMarketFilters), [update]);
  return { params, update, clearFilters, linkTo };
}
