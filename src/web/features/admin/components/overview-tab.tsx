import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuditAction } from '#shared/constants.ts';
import type { AuditEntryView } from '#shared/schemas/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAuditLog, usePlatformSettings } from '#web/features/admin/api.ts';
import { RecordDate, useFormatStatus } from '#web/components/record-status.tsx';

// Spec section 9: admin recent lists hold 5.
const recentCount = 5;

// Each action's sentence, by message id: the member who acted, then what they did. A sentence names the details the
// server records for its action: a listing's title (offer.*), the status left (the *.status actions), a ruling made
// without the other member's statement (dispute.resolve); an unknown action's sentence names all three.
const actionMessages = {
  'user.suspend': 'admin.overview.userSuspend',
  'user.reactivate': 'admin.overview.userReactivate',
  'user.role': 'admin.overview.userRole',
  'user.delete': 'admin.overview.userDelete',
  'offer.approve': 'admin.overview.offerApprove',
  'offer.reject': 'admin.overview.offerReject',
  'offer.status': 'admin.overview.offerStatus',
  'offer.delete': 'admin.overview.offerDelete',
  'transaction.reverse': 'admin.overview.transactionReverse',
  'withdrawal.paid': 'admin.overview.withdrawalPaid',
  'withdrawal.rejected': 'admin.overview.withdrawalRejected',
  'feedback.status': 'admin.overview.feedbackStatus',
  'feedback.delete': 'admin.overview.feedbackDelete',
  'support_request.status': 'admin.overview.supportRequestStatus',
  'report.dismiss': 'admin.overview.reportDismiss',
  'report.act': 'admin.overview.reportAct',
  'settings.update': 'admin.overview.settingsUpdate',
  'dispute.resolve': 'admin.overview.disputeResolve',
  'dispute.ask': 'admin.overview.disputeAsk',
  'currency.pin': 'admin.overview.currencyPin',
  'currency.unpin': 'admin.overview.currencyUnpin',
} as const satisfies Record<AuditAction, string>;

const isKnownAction = (action: string): action is AuditAction => Object.hasOwn(actionMessages, action);

/** 'In progress' reads 'in progress' inside a sentence; German keeps its nouns' capitals ('in Bearbeitung'). */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * What an audit entry says happened, in words: who did it, what, on which listing, the status it left, and whether a
 * ruling went ahead without the other member's statement. An action this page does not know yet still reads sensibly.
 */
function ActivityText({ entry }: { entry: AuditEntryView }) {
  const intl = useIntl();
  const describeStatus = useFormatStatus();
  const { title, to, code } = entry.details;
  const values = {
    actor: (chunks: ReactNode[]) => <span className="font-medium">{chunks}</span>,
    name: entry.actor?.fullName ?? intl.formatMessage({ id: 'admin.personCell.deletedUser' }),
    titled: typeof title === 'string' ? 'yes' : 'no',
    title: typeof title === 'string' ? title : '',
    changed: typeof to === 'string' ? 'yes' : 'no',
    status: typeof to === 'string' ? lowerFirst(describeStatus(to)) : '',
    unheard: entry.details.withoutStatement === true ? 'yes' : 'no',
    code: typeof code === 'string' ? code : '',
  };
  return isKnownAction(entry.action) ? (
    <FormattedMessage id={actionMessages[entry.action]} values={values} />
  ) : (
    <FormattedMessage
      id="admin.overview.otherAction"
      values={{ ...values, action: entry.action.replaceAll(/[._]/g, ' ') }}
    />
  );
}

function RecentActivity() {
  const intl = useIntl();
  const audit = useAuditLog();
  const [now] = useState(() => new Date());
  const entries = audit.data?.items.slice(0, recentCount);

  return (
    <Card className="p-5 lg:col-span-2">
      <h2 className="text-lg font-semibold">
        <FormattedMessage id="admin.overview.recentActivity" />
      </h2>
      {audit.isError && !entries ? (
        <p role="alert" className="mt-4 text-sm text-muted-foreground">
          <FormattedMessage id="admin.overview.activityLoadError" />
        </p>
      ) : !entries ? (
        <div aria-label={intl.formatMessage({ id: 'admin.list.loading' })} className="mt-4 flex flex-col gap-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">
          <FormattedMessage id="admin.overview.noActivity" />
        </p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-border">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <span className="min-w-0">
                <ActivityText entry={entry} />
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
  return (
    <Badge variant={on ? 'primary' : 'neutral'}>
      <FormattedMessage id={on ? 'admin.overview.on' : 'admin.overview.off'} />
    </Badge>
  );
}

function SystemStatus() {
  const settings = usePlatformSettings();
  const rows = [
    { label: 'admin.overview.maintenanceMode', on: settings.data?.maintenanceMode },
    { label: 'admin.overview.autoApprove', on: settings.data?.autoApproveListings },
  ] as const;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">
        <FormattedMessage id="admin.overview.systemStatus" />
      </h2>
      {settings.isError && !settings.data ? (
        <p role="alert" className="mt-4 text-sm text-muted-foreground">
          <FormattedMessage id="admin.settings.loadError" />
        </p>
      ) : (
        <dl className="mt-4 flex flex-col gap-3">
          {rows.map(({ label, on }) => (
            <div key={label} className="flex items-center justify-between gap-3">
              <dt className="text-sm">
                <FormattedMessage id={label} />
              </dt>
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
