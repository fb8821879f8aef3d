import { Tabs } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { useProposals } from '#web/features/proposals/api.ts';
import { ProposalList } from '#web/features/proposals/components/proposal-list.tsx';
import { formatBadgeCount } from '#web/lib/badge-count.ts';
import { cn } from '#web/lib/cn.ts';
import { useAddressTab } from '#web/lib/use-address-tab.ts';

const tabs = [
  { value: 'sent', label: 'proposals.myBids.sent', listLabel: 'proposals.myBids.sentList' },
  { value: 'received', label: 'proposals.myBids.received', listLabel: 'proposals.myBids.receivedList' },
] as const;
const tabValues = tabs.map(({ value }) => value);

const tabClasses = cn(
  'inline-flex items-center gap-2 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-muted-foreground',
  'hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-foreground',
);

/** /dashboard/my-offers: Sent and Received tabs; the tab is kept in the address so Back and links return to it. */
export function MyBidsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'proposals.myBids.title' });
  const description = intl.formatMessage({ id: 'proposals.myBids.description' });
  const [tab, changeTab] = useAddressTab(tabValues);
  // The received proposals still waiting for an answer: what the member has to act on.
  const waiting = useProposals({ box: 'received', status: 'pending', pageSize: 25 }).data?.total ?? 0;

  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />
      <Tabs.Root value={tab} onValueChange={changeTab} className="mt-8">
        <Tabs.List
          aria-label={intl.formatMessage({ id: 'proposals.myBids.tabsLabel' })}
          className="mb-6 flex border-b border-border"
        >
          {tabs.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} className={tabClasses}>
              <FormattedMessage id={label} />
              {value === 'received' && waiting > 0 ? (
                <Badge variant="primary">
                  {formatBadgeCount(waiting)}
                  <span className="sr-only">
                    {' '}
                    <FormattedMessage id="proposals.myBids.waiting" />
                  </span>
                </Badge>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map(({ value, listLabel }) => (
          <Tabs.Content key={value} value={value}>
            <ProposalList box={value} label={intl.formatMessage({ id: listLabel })} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageContainer>
  );
}
