import { useIntl } from 'react-intl';
import { describeRelativeTime } from '#web/components/relative-time.ts';
import { Badge } from '#web/components/ui/badge.tsx';

// How the wallet's histories and the admin's lists show a record's status and date.

const settledStatuses = new Set(['active', 'completed', 'paid', 'resolved', 'reviewed', 'closed', 'actioned']);
const endedStatuses = new Set(['suspended', 'rejected', 'failed', 'cancelled', 'expired', 'dismissed']);

/** 'in_progress' reads 'In progress'. */
export function formatStatus(status: string): string {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// The statuses of every kind of record (src/shared/constants.ts), by message id.
const statusLabels = {
  accepted: 'components.recordStatus.accepted',
  actioned: 'components.recordStatus.actioned',
  active: 'components.recordStatus.active',
  cancelled: 'components.recordStatus.cancelled',
  closed: 'components.recordStatus.closed',
  completed: 'components.recordStatus.completed',
  declined: 'components.recordStatus.declined',
  delivered: 'components.recordStatus.delivered',
  dismissed: 'components.recordStatus.dismissed',
  expired: 'components.recordStatus.expired',
  failed: 'components.recordStatus.failed',
  in_progress: 'components.recordStatus.inProgress',
  open: 'components.recordStatus.open',
  paid: 'components.recordStatus.paid',
  paused: 'components.recordStatus.paused',
  pending: 'components.recordStatus.pending',
  rejected: 'components.recordStatus.rejected',
  resolved: 'components.recordStatus.resolved',
  reviewed: 'components.recordStatus.reviewed',
  suspended: 'components.recordStatus.suspended',
  withdrawn: 'components.recordStatus.withdrawn',
} as const;

const isKnownStatus = (status: string): status is keyof typeof statusLabels => Object.hasOwn(statusLabels, status);

/** formatStatus in the page's language: a status this list does not know reads as formatStatus has it. */
export function useFormatStatus(): (status: string) => string {
  const intl = useIntl();
  return (status) => {
    return isKnownStatus(status) ? intl.formatMessage({ id: statusLabels[status] }) : formatStatus(status);
  };
}

/** A record's status in words; settled ones stand out, ended ones recede. */
export function StatusBadge({ status }: { status: string }) {
  const describeStatus = useFormatStatus();
  const variant = settledStatuses.has(status) ? 'accent' : endedStatuses.has(status) ? 'neutral' : 'outline';
  return <Badge variant={variant}>{describeStatus(status)}</Badge>;
}

// What toLocaleString() shows: the date and the time to the second.
const exactMoment = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
} as const;

/** 'Just now' ... 'N days ago', then the date; the exact moment on hover and in the markup. */
export function RecordDate({ value, now }: { value: string; now: Date }) {
  const intl = useIntl();
  return (
    <time dateTime={value} title={intl.formatDate(value, exactMoment)} className="whitespace-nowrap">
      {describeRelativeTime(value, now, intl)}
    </time>
  );
}
