import { relativeTime } from '#shared/relative-time.ts';
import { Badge } from '#web/components/ui/badge.tsx';

// How the wallet's histories and the admin's lists show a record's status and date.

const settledStatuses = new Set(['active', 'completed', 'paid', 'resolved', 'reviewed', 'closed', 'actioned']);
const endedStatuses = new Set(['suspended', 'rejected', 'failed', 'cancelled', 'expired', 'dismissed']);

/** 'in_progress' reads 'In progress'. */
export function formatStatus(status: string): string {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A record's status in words; settled ones stand out, ended ones recede. */
export function StatusBadge({ status }: { status: string }) {
  const variant = settledStatuses.has(status) ? 'accent' : endedStatuses.has(status) ? 'neutral' : 'outline';
  return <Badge variant={variant}>{formatStatus(status)}</Badge>;
}

/** 'Just now' ... 'N days ago', then the date; the exact moment on hover and in the markup. */
export function RecordDate({ value, now }: { value: string; now: Date }) {
  return (
    <time dateTime={value} title={new Date(value).toLocaleString()} className="whitespace-nowrap">
      {relativeTime(value, now)}
    </time>
  );
}
