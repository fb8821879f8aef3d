import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyListChange,
  buildListSearch,
  type ListParams,
  parseListParams,
  parsePagingParams,
} from '#web/components/list/list-params.ts';

export type ListChangeOptions = {
  /** Replace the current history entry instead of adding one (search typing, the layout switch). */
  replace?: boolean;
};

export type UpdateListParams = (change: Partial<ListParams>, options?: ListChangeOptions) => void;

type ListParamsScope = {
  /** The categories the page's select offers; a category outside them in the address is ignored. */
  categorySlugs?: readonly string[];
  /** A list that only pages (a category page): search, filters and layout are neither read nor kept. */
  pagingOnly?: boolean;
};

const noCategories: readonly string[] = [];

/** The list's state, read from and written to the address. */
export function useListParams({ categorySlugs = noCategories, pagingOnly = false }: ListParamsScope) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(
    () => (pagingOnly ? parsePagingParams(searchParams) : parseListParams(searchParams, categorySlugs)),
    [searchParams, categorySlugs, pagingOnly],
  );

  const update = useCallback<UpdateListParams>(
    (change, { replace = false } = {}) => {
      const next = buildListSearch(applyListChange(params, change));
      // A change to the same state would add a history entry that Back seems to skip.
      if (next.toString() === searchParams.toString()) return;
      setSearchParams(next, { replace });
    },
    [params, searchParams, setSearchParams],
  );

  const clearFilters = useCallback(() => update({ q: '', category: undefined, payment: undefined }), [update]);

  return { params, update, clearFilters };
}
