import type { ComponentType } from 'react';
import { Tabs } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { TabStrip } from '#web/components/ui/tab-strip.tsx';
import { DisputesTab, type RenderDisputeCase } from '#web/features/admin/components/disputes-tab.tsx';
import { FeedbackTab } from '#web/features/admin/components/feedback-tab.tsx';
import { OffersTab } from '#web/features/admin/components/offers-tab.tsx';
import { OverviewTab } from '#web/features/admin/components/overview-tab.tsx';
import { ReportsTab } from '#web/features/admin/components/reports-tab.tsx';
import { SettingsTab } from '#web/features/admin/components/settings-tab.tsx';
import { StatsRow } from '#web/features/admin/components/stats-row.tsx';
import { SupportTab } from '#web/features/admin/components/support-tab.tsx';
import { TransactionsTab } from '#web/features/admin/components/transactions-tab.tsx';
import { UsersTab } from '#web/features/admin/components/users-tab.tsx';
import { WithdrawalsTab } from '#web/features/admin/components/withdrawals-tab.tsx';
import { cn } from '#web/lib/cn.ts';
import { useAddressTab } from '#web/lib/use-address-tab.ts';

/** What the admin page shows that another feature draws, put in by the route (app/admin-route.tsx). */
type AdminTabParts = { renderDisputeCase: RenderDisputeCase };

// Every panel is handed the parts other features draw; only Disputes uses one. label: the tab's message id.
const tabs = [
  { value: 'overview', label: 'admin.page.overviewTab', panel: OverviewTab },
  { value: 'users', label: 'admin.page.usersTab', panel: UsersTab },
  { value: 'offers', label: 'admin.page.offersTab', panel: OffersTab },
  { value: 'transactions', label: 'admin.page.transactionsTab', panel: TransactionsTab },
  { value: 'withdrawals', label: 'admin.page.withdrawalsTab', panel: WithdrawalsTab },
  { value: 'feedback', label: 'admin.page.feedbackTab', panel: FeedbackTab },
  { value: 'support', label: 'admin.page.supportTab', panel: SupportTab },
  { value: 'reports', label: 'admin.page.reportsTab', panel: ReportsTab },
  { value: 'disputes', label: 'admin.page.disputesTab', panel: DisputesTab },
  { value: 'settings', label: 'admin.page.settingsTab', panel: SettingsTab },
] as const satisfies { value: string; label: string; panel: ComponentType<AdminTabParts> }[];
const tabValues = tabs.map(({ value }) => value);

const tabClasses = cn(
  // The focus ring is drawn inside the tab: the scrolling strip would clip one drawn outside.
  'inline-flex shrink-0 items-center border-b-2 border-transparent px-4 py-2 text-sm font-medium whitespace-nowrap',
  'focus-visible:-outline-offset-2',
  'text-muted-foreground hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-foreground',
);

/** /admin and /dashboard/admin: the stats row and one tab per thing an admin looks after; the tab is in the address. */
export function AdminPage(parts: AdminTabParts) {
  const intl = useIntl();
  const [tab, changeTab] = useAddressTab(tabValues);
  const title = intl.formatMessage({ id: 'admin.page.title' });
  const description = intl.formatMessage({ id: 'admin.page.description' });

  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />
      <StatsRow />
      <Tabs.Root value={tab} onValueChange={changeTab} className="mt-8">
        {/* Ten tabs do not fit a phone: the strip scrolls sideways, keeping the open tab in view. */}
        <TabStrip
          value={tab}
          aria-label={intl.formatMessage({ id: 'admin.page.sectionsLabel' })}
          className="mb-6 border-b border-border"
        >
          {tabs.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} className={tabClasses}>
              <FormattedMessage id={label} />
            </Tabs.Trigger>
          ))}
        </TabStrip>
        {tabs.map(({ value, panel: Panel }) => (
          <Tabs.Content key={value} value={value} className="rounded-md">
            <Panel {...parts} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageContainer>
  );
}
