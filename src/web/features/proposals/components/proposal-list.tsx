import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { categories, categorySlugs } from '#shared/categories.ts';
import { proposalStatuses } from '#shared/constants.ts';
import { ActiveFilterChips } from '#web/components/list/active-filter-chips.tsx';
import { ListFilters } from '#web/components/list/list-filters.tsx';
import { PageSizeSelect } from '#web/components/list/page-size-select.tsx';
import { ListEmpty } from '#web/components/list/list-notices.tsx';
import { ListShell } from '#web/components/list/list-shell.tsx';
import { useListPaging } from '#web/components/list/use-list-paging.ts';
import { useUrlState } from '#web/components/list/use-url-state.ts';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useProposals } from '#web/features/proposals/api.ts';
import { ProposalListItem } from '#web/features/proposals/components/proposal-list-item.tsx';
import { proposalStatusLabels } from '#web/features/proposals/format.ts';
import { hasProposalFilters, proposalListCodec } from '#web/features/proposals/list-params.ts';
import { useDisplayCurrency } from '#web/lib/preferences.ts';

type ProposalListProps = { box: 'sent' | 'received' | 'all'; label: string };

// A proposal's listing may be in any category, the request ones included.
const skeletonCount = 6;
const layoutClasses = {
  grid: 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3',
  list: 'flex flex-col gap-3',
} as const;

const codec = proposalListCodec(categorySlugs);

/**
 * A paged list of the member's proposals with the offer lists' pieces: search by listing title, category, payment
 * type, status, layout, active filter chips, result range, page size, pager and 'No proposals found'. Its state
 * lives in the address, beside whatever else the page keeps there; the server applies every filter.
 */
export function ProposalList({ box, label }: ProposalListProps) {
  const intl = useIntl();
  const noun = intl.formatMessage({ id: 'proposals.list.noun' });
  const statusId = useId();
  const currency = useDisplayCurrency();
  const { state: params, update } = useUrlState(codec);
  const { q, category, payment, status, page, pageSize, view } = params;
  const proposals = useProposals({
    box,
    q: q || undefined,
    category: categorySlugs.find((slug) => slug === category),
    payment,
    status,
    page,
    pageSize,
  });
  const { data, isPlaceholderData } = proposals;
  const { topRef, pageCount, pastTheEnd, changePage } = useListPaging({ data, isPlaceholderData, update });
  // One clock per render, so every item's 'N minutes ago' agrees.
  const [now] = useState(() => new Date());
  const clearFilters = () => update({ q: '', category: undefined, payment: undefined, status: undefined });
  const filtered = hasProposalFilters(params);

  return (
    <ListShell
      label={label}
      noun={noun}
      query={proposals}
      filters={
        <>
          <ListFilters
            params={params}
            categories={categories}
            searchLabel={intl.formatMessage({ id: 'proposals.list.searchLabel' })}
            searchPlaceholder={intl.formatMessage({ id: 'proposals.list.searchPlaceholder' })}
            filtered={filtered}
            onChange={update}
            onClear={clearFilters}
          >
            <div className="flex min-w-44 flex-1 flex-col gap-1.5">
              <label htmlFor={statusId} className="text-sm font-medium">
                <FormattedMessage id="proposals.list.status" />
              </label>
              <NativeSelect
                id={statusId}
                value={status ?? ''}
                onChange={(event) => update({ status: proposalStatuses.find((value) => value === event.target.value) })}
              >
                <option value="">{intl.formatMessage({ id: 'proposals.list.allStatuses' })}</option>
                {proposalStatuses.map((value) => (
                  <option key={value} value={value}>
                    {intl.formatMessage({ id: proposalStatusLabels[value] })}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </ListFilters>
          <ActiveFilterChips params={params} onRemove={update} />
        </>
      }
      toolbar={<PageSizeSelect value={pageSize} onChange={(next) => update({ pageSize: next })} />}
      topRef={topRef}
      skeleton={
        <ul aria-label={intl.formatMessage({ id: 'proposals.list.loading' })} className={layoutClasses[view]}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index}>
              <Skeleton className="h-24 w-full rounded-xl" />
            </li>
          ))}
        </ul>
      }
      empty={
        <ListEmpty
          noun={noun}
          filtered={filtered}
          hint={{
            filtered: intl.formatMessage({ id: 'proposals.list.emptyFiltered' }),
            unfiltered: intl.formatMessage({ id: 'proposals.list.emptyUnfiltered' }),
          }}
          onClear={clearFilters}
        />
      }
      pastTheEnd={pastTheEnd}
      pager={{ pageCount, onPageChange: changePage }}
    >
      <ul className={layoutClasses[view]}>
        {data?.items.map((proposal) => (
          <li key={proposal.id}>
            <ProposalListItem proposal={proposal} now={now} currency={currency} />
          </li>
        ))}
      </ul>
    </ListShell>
  );
}
