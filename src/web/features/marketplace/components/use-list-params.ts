import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyListChange,
  buildListSearch,
  type ListParams,
  parseListParams,
} from '#web/features/marketplace/components/list-params.ts';

export type ListChangeOptions = {
  /** Replace the current history entry instead of adding one (search typing, the layout switch). */
  replace?: boolean;
};

/** The list's state, read from and written to the address. */
export function useListParams(categorySlugs: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams, categorySlugs), [searchParams, categorySlugs]);

  const update = useCallback(
    (change: Partial<ListParams>, { replace = false }: ListChangeOptions = {}) => {
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
