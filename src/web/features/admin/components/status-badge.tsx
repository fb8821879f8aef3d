import { relativeTime } from '#shared/relative-time.ts';
import { Badge } from '#web/components/ui/badge.tsx';

const goodStatuses = new Set(['active', 'completed', 'paid', 'resolved', 'reviewed', 'closed', 'actioned']);
const endedStatuses = new Set(['suspended', 'rejected', 'failed', 'cancelled', 'dismissed']);

/** 'in_progress' reads 'In progress'. */
export function formatStatus(status: string): string {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A record's status in words; settled ones stand out, ended ones recede. */
export function StatusBadge({ status }: { status: string }) {
  const variant = goodStatuses.has(status) ? 'accent' : endedStatuses.has(status) ? 'neutral' : 'outline';
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

/** A member a row points at, or 'Deleted user' once they deleted their account. */
export function PersonCell({ person }: { person: { fullName: string; email: string } | null }) {
  if (!person) return <span className="text-muted-foreground">Deleted user</span>;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium">{person.fullName}</span>
      <span className="break-all text-muted-foreground">{person.email}</span>
    </span>
  );
}
