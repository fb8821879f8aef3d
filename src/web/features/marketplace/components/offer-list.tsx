import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Category } from '#shared/categories.ts';
import type { OfferKind } from '#shared/constants.ts';
import { useOffers } from '#web/features/marketplace/api.ts';
import { HydrateLater } from '#web/components/hydrate-later.tsx';
import { ActiveFilterChips } from '#web/components/list/active-filter-chips.tsx';
import { ListFilters } from '#web/components/list/list-filters.tsx';
import { hasMarketFilters, marketListQuery } from '#web/components/list/list-params.ts';
import { PaymentSwitches, PriceRangeFields, SortSelect } from '#web/components/list/market-filters.tsx';
import { ListEmpty } from '#web/components/list/list-notices.tsx';
import { ListShell } from '#web/components/list/list-shell.tsx';
import { ListItems, ListSkeletons } from '#web/features/marketplace/components/offer-list-body.tsx';
import { PageSizeSelect } from '#web/components/list/page-size-select.tsx';
import { useListPaging } from '#web/components/list/use-list-paging.ts';
import { useMarketListParams } from '#web/components/list/use-list-params.ts';
import { DidYouMean } from '#web/features/marketplace/components/did-you-mean.tsx';
import { SearchCorrection } from '#web/features/marketplace/components/search-correction.tsx';
import { useDisplayCurrency } from '#web/lib/preferences.ts';

type OfferListProps = {
  kind: OfferKind;
  /** The categories the page's select offers; a category outside them in the address is ignored. */
  categories: readonly Category[];
  /** Plural, in the viewer's language, for the shared notices: 'services', 'requests' in English. */
  noun: string;
  searchLabel: string;
  skeletonCount: number;
};

/**
 * The shared list of /browse, /services and /requests: search, filters, sort, paging and layout, all kept in the
 * address.
 * The previous page stays on screen (dimmed, marked busy) while the next one loads.
 */
export function OfferList({ kind, categories, noun, searchLabel, skeletonCount }: OfferListProps) {
  const intl = useIntl();
  const categorySlugs = useMemo(() => categories.map((category) => category.slug), [categories]);
  const { params, update, clearFilters, linkTo } = useMarketListParams(categorySlugs);
  const displayCurrency = useDisplayCurrency();
  const { pageSize, view } = params;
  const offers = useOffers(marketListQuery(params, kind));
  const { data, isPlaceholderData } = offers;
  // Paging stops where the server's does (maxPage); a narrower search reaches the rest.
  const { topRef, pageCount, pastTheEnd, changePage } = useListPaging({ data, isPlaceholderData, update });

  return (
    <ListShell
      label={intl.formatMessage({
        id: kind === 'request' ? 'marketplace.offerList.requestsLabel' : 'marketplace.offerList.servicesLabel',
      })}
      noun={noun}
      query={offers}
      className="mt-8"
      filters={
        <>
          {/* The filters hydrate in a task of their own, after the page. */}
          <HydrateLater>
            <ListFilters
              params={params}
              categories={categories}
              searchLabel={searchLabel}
              filtered={hasMarketFilters(params)}
              onChange={update}
              onClear={clearFilters}
            >
              <PriceRangeFields params={params} displayCurrency={displayCurrency} onChange={update} />
              <PaymentSwitches params={params} onChange={update} />
            </ListFilters>
          </HydrateLater>
          <ActiveFilterChips params={params} onRemove={update} />
          {data?.resultsFor ? (
            <SearchCorrection
              shown={data.resultsFor}
              typed={params.q}
              exactSearch={linkTo({ q: params.q, exact: true })}
            />
          ) : data?.suggestion ? (
            <DidYouMean suggestion={data.suggestion} onSearch={(next) => update({ q: next })} />
          ) : null}
        </>
      }
      toolbar={
        <HydrateLater>
          <div className="flex flex-wrap items-center gap-3">
            <SortSelect params={params} onChange={update} />
            <PageSizeSelect value={pageSize} onChange={(next) => update({ pageSize: next })} />
          </div>
        </HydrateLater>
      }
      topRef={topRef}
      skeleton={<ListSkeletons count={skeletonCount} layout={view} />}
      empty={
        <ListEmpty
          noun={noun}
          filtered={hasMarketFilters(params)}
          hint={{
            filtered: intl.formatMessage({ id: 'marketplace.offerList.noMatch' }),
            unfiltered: intl.formatMessage({
              id: kind === 'request' ? 'marketplace.offerList.noRequestsYet' : 'marketplace.offerList.noServicesYet',
            }),
          }}
          onClear={clearFilters}
        />
      }
      pastTheEnd={pastTheEnd}
      pager={{ pageCount, onPageChange: changePage, hrefFor: (page) => linkTo({ page }) }}
    >
      {data ? <ListItems offers={data.items} layout={view} leading /> : null}
    </ListShell>
  );
}
