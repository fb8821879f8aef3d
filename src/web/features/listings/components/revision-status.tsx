import { FormattedMessage } from 'react-intl';
import { revisionMessages } from '#shared/schemas/listing-revisions.ts';
import type { ListingRevision } from '#shared/schemas/listings.ts';
import { ListingChangesSummary } from '#web/components/listing-changes.tsx';
import { useServerText } from '#web/lib/server-texts.ts';

/**
 * Under a listing in My Offers: its edit waiting for an admin, and what it changes, while the listing stays as
 * approved (decision 034); or the last edit an admin turned down, and why, until the next edit replaces it.
 */
export function RevisionStatus({ revision }: { revision: ListingRevision | null }) {
  const text = useServerText();
  if (!revision) return null;
  if (revision.status === 'rejected') {
    return (
      <p className="mt-1 text-xs text-destructive">
        <FormattedMessage
          id="listings.revisionStatus.rejected"
          values={{ status: text(revisionMessages.rejected), reason: revision.rejectionReason ?? '' }}
        />
      </p>
    );
  }
  return (
    <div
      role="group"
      aria-label={text(revisionMessages.awaiting)}
      className="mt-2 rounded-md bg-secondary px-2 py-1.5 text-xs"
    >
      <p className="font-medium">{text(revisionMessages.awaiting)}</p>
      <ListingChangesSummary changes={revision.changes} />
    </div>
  );
}
