import { useState } from 'react';
import type { AuditAction } from '#shared/constants.ts';
import type { AuditEntryView } from '#shared/schemas/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAuditLog, usePlatformSettings } from '#web/features/admin/api.ts';
import { RecordDate, formatStatus } from '#web/components/record-status.tsx';

// Spec section 9: admin recent lists hold 5.
const recentCount = 5;

const actionPhrases: Record<AuditAction, string> = {
  'user.suspend': 'suspended a member',
  'user.reactivate': 'reactivated a member',
  'user.role': "changed a member's role",
  'user.delete': 'deleted a member',
  'offer.approve': 'approved a listing',
  'offer.reject': 'rejected a listing',
  'offer.status': "changed a listing's status",
  'offer.delete': 'deleted a listing',
  'transaction.reverse': 'reversed a transaction',
  'withdrawal.paid': 'marked a withdrawal paid',
  'withdrawal.rejected': 'rejected a withdrawal',
  'feedback.status': "changed a feedback entry's status",
  'feedback.delete': 'deleted a feedback entry',
  'support_request.status': "changed a support request's status",
  'report.dismiss': 'dismissed a report',
  'report.act': 'acted on a report',
  'settings.update': 'changed the platform settings',
  'dispute.resolve': 'resolved a dispute',
  'dispute.ask': 'asked a party of a dispute for more information',
};

/** What an audit entry says happened, in words; an action this page does not know yet still reads sensibly. */
function describeAction(entry: AuditEntryView): string {
  const phrase = actionPhrases[entry.action as AuditAction] ?? `${entry.action.replaceAll(/[._]/g, ' ')}`;
  const { title, to } = entry.details;
  const named = typeof title === 'string' ? ` "${title}"` : '';
  const result = typeof to === 'string' ? ` (now ${formatStatus(to).toLowerCase()})` : '';
  const unheard = entry.details.withoutStatement === true ? " without the other member's statement" : '';
  return `${phrase}${named}${result}${unheard}`;
}

function RecentActivity() {
  const audit = useAuditLog();
  const [now] = useState(() => new Date());
  const entries = audit.data?.items.slice(0, recentCount);

  return (
    <Card className="p-5 lg:col-span-2">
      <h2 className="text-lg font-semibold">Recent Activity</h2>
      {audit.isError && !entries ? (
        <p role="alert" className="mt-4 text-sm text-muted-foreground">
          The recent activity could not be loaded.
        </p>
      ) : !entries ? (
        <div aria-label="Loading" className="mt-4 flex flex-col gap-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No admin actions yet.</p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-border">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <span className="min-w-0">
                <span className="font-medium">{entry.actor?.fullName ?? 'Deleted user'}</span> {describeAction(entry)}
              </span>
              <span className="text-sm text-muted-foreground">
                <RecordDate value={entry.createdAt} now={now} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function OnOffBadge({ on }: { on: boolean | undefined }) {
  if (on === undefined) return <Skeleton className="h-5 w-10 rounded-full" />;
  return <Badge variant={on ? 'primary' : 'neutral'}>{on ? 'ON' : 'OFF'}</Badge>;
}

function SystemStatus() {
  const settings = usePlatformSettings();
  const rows = [
    { label: 'Maintenance Mode', on: settings.data?.maintenanceMode },
    { label: 'Auto Approve', on: settings.data?.autoApproveListings },
  ];
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">System Status</h2>
      {settings.isError && !settings.data ? (
        <p role="alert" className="mt-4 text-sm text-muted-foreground">
          The platform settings could not be loaded.
        </p>
      ) : (
        <dl className="mt-4 flex flex-col gap-3">
          {rows.map(({ label, on }) => (
            <div key={label} className="flex items-center justify-between gap-3">
              <dt className="text-sm">{label}</dt>
              <dd>
                <OnOffBadge on={on} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

/** Overview: the 5 newest admin actions and the switches that change how the whole site behaves. */
export function OverviewTab() {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <RecentActivity />
      <SystemStatus />
    </div>
  );
}
