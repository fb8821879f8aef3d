import { FormattedMessage, useIntl } from 'react-intl';
import type { DisputeEntryView } from '#shared/schemas/disputes.ts';
import { ImageThumbnails } from '#web/components/image-thumbnails.tsx';
import { describeEntry } from '#web/lib/disputes.ts';

/** A dispute's case, oldest first: the statements, an admin's questions and the answers, each with its pictures. */
export function DisputeEntries({ entries }: { entries: readonly DisputeEntryView[] }) {
  const intl = useIntl();
  if (entries.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="components.disputeEntries.empty" />
      </p>
    );
  }
  const nameOf = (party: DisputeEntryView['author']) =>
    party?.fullName ?? intl.formatMessage({ id: 'components.disputeEntries.deletedUser' });
  return (
    <ol aria-label={intl.formatMessage({ id: 'components.disputeEntries.label' })} className="flex flex-col gap-3">
      {entries.map((entry) => {
        const heading = describeEntry(entry, nameOf, intl);
        return (
          <li key={entry.id} className="flex flex-col gap-2 rounded-md border border-border bg-card p-3 text-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="font-medium">{heading}</span>
              <time dateTime={entry.at} className="text-xs text-muted-foreground">
                {intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </p>
            <p className="whitespace-pre-line text-pretty">{entry.body}</p>
            <ImageThumbnails
              urls={entry.images}
              describe={(index) =>
                intl.formatMessage({ id: 'components.disputeEntries.picture' }, { number: index + 1, heading })
              }
            />
          </li>
        );
      })}
    </ol>
  );
}
