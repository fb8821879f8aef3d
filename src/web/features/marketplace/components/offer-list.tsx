import { useMemo } from 'react';
import type { Category } from '#shared/categories.ts';
import type { OfferKind } from '#shared/constants.ts';
import { useOffers } from '#web/features/marketplace/api.ts';
import { ActiveFilterChips } from '#web/components/list/active-filter-chips.tsx';
import { ListFilters } from '#web/components/list/list-filters.tsx';
import { hasActiveFilters } from '#web/components/list/list-params.ts';
import { ListEmpty } from '#web/components/list/list-notices.tsx';
import { ListShell } from '#web/components/list/list-shell.tsx';
import { ListItems, ListSkeletons } from '#web/features/marketplace/components/offer-list-body.tsx';
import { PageSizeSelect } from '#web/components/list/page-size-select.tsx';
import { useListPaging } from '#web/components/list/use-list-paging.ts';
import { useListParams } from '#web/components/list/use-list-params.ts';

type OfferListProps = {
  kind: OfferKind;
  /** The categories the page's select offers; a category outside them in the address is ignored. */
  categories: readonly Category[];
  /** Plural, lower case: 'services', 'requests'. */
  noun: string;
  searchLabel: string;
  skeletonCount: number;
};

/**
 * The shared list of /browse, /services and /requests: search, filters, paging and layout, all kept in the address.
 * The previous page stays on screen (dimmed, marked busy) while the next one loads.
 */
export function OfferList({ kind, categories, noun, searchLabel, skeletonCount }: OfferListProps) {
  const categorySlugs = useMemo(() => categories.map((category) => category.slug), [categories]);
  const { params, update, clearFilters } = useListParams({ categorySlugs });
  const { q, category, payment, page, pageSize, view } = params;
  const offers = useOffers({ kind, q: q || undefined, category, payment, page, pageSize });
  const { data, isPlaceholderData } = offers;
  // Paging stops where the server's does (maxPage); a narrower search reaches the rest.
  const { topRef, pageCount, pastTheEnd, changePage } = useListPaging({ data, isPlaceholderData, update });

  return (
    <ListShell
      label={noun.charAt(0).toUpperCase() + noun.slice(1)}
      noun={noun}
      query={offers}
      className="mt-8"
      filters={
        <>
          <ListFilters
            params={params}
            categories={categories}
            searchLabel={searchLabel}
            onChange={update}
            onClear={clearFilters}
          />
          <ActiveFilterChips params={params} onRemove={update} />
        </>
      }
      toolbar={<PageSizeSelect value={pageSize} onChange={(next) => update({ pageSize: next })} />}
      topRef={topRef}
      skeleton={<ListSkeletons count={skeletonCount} layout={view} />}
      empty={
        <ListEmpty
          noun={noun}
          filtered={hasActiveFilters(params)}
          hint={{
            filtered:
              'Nothing matches this search and these filters. Try other words, or clear the filters to see everything.',
            unfiltered: `No ${noun} are listed yet. Check back soon.`,
          }}
          onClear={clearFilters}
        />
      }
      pastTheEnd={pastTheEnd}
      pager={{ pageCount, onPageChange: changePage }}
    >
      {data ? <ListItems offers={data.items} layout={view} leading /> : null}
    </ListShell>
  );
}
