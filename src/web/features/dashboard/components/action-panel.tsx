import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActionItem } from '#shared/schemas/dashboard-actions.ts';
import { useRelativeTime } from '#web/components/relative-time.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useDashboardActions } from '../api.ts';
import { describeAction } from '../action-wording.ts';

function ActionRow({ item, now }: { item: ActionItem; now: Date }) {
  const relativeTime = useRelativeTime();
  const intl = useIntl();
  const { summary, action, to } = describeAction(item, intl);
  return (
    <li className="py-1">
      <Link to={to} className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-secondary">
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold break-words">{item.title}</span>
          <span className="mt-0.5 block text-sm break-words text-muted-foreground">{summary}</span>
          <time dateTime={item.since} className="mt-1 block text-xs text-muted-foreground">
            {relativeTime(item.since, now)}
          </time>
        </span>
        <span className="flex shrink-0 items-center gap-1 text-sm font-medium text-primary">
          {action}
          <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </span>
      </Link>
    </li>
  );
}

function ActionList() {
  const { data, error, isPending, refetch, isRefetching } = useDashboardActions();
  if (isPending) {
    return (
      <div aria-busy="true" className="mt-3 flex flex-col gap-2">
        <p className="sr-only">
          <FormattedMessage id="dashboard.actions.loading" />
        </p>
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (error) {
    return (
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p className="text-sm text-destructive">
          <FormattedMessage id="dashboard.actions.loadError" />
        </p>
        <Button variant="outline" size="sm" disabled={isRefetching} onClick={() => void refetch()}>
          <FormattedMessage id="dashboard.actions.tryAgain" />
        </Button>
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <p className="mt-3 text-sm text-muted-foreground">
        <FormattedMessage id="dashboard.actions.empty" />
      </p>
    );
  }
  const now = new Date();
  return (
    <ul className="mt-3 divide-y">
      {data.items.map((item) => (
        <ActionRow key={`${item.kind}:${item.targetId}`} item={item} now={now} />
      ))}
    </ul>
  );
}

/**
 * 'Needs your action': the deals, disputes and listings waiting for the member, each leading where it is done. Its
 * own query, kept live by the dashboard's events (app/live-invalidation.ts), so the figures' loading never waits on it.
 */
export function ActionPanel() {
  return (
    <Card className="p-5">
      <section aria-labelledby="needs-action-title">
        <h2 id="needs-action-title" className="text-lg font-semibold">
          <FormattedMessage id="dashboard.actions.title" />
        </h2>
        <ActionList />
      </section>
    </Card>
  );
}
