import { useState } from 'react';
import { revisionMessages, type AdminRevision } from '#shared/schemas/listing-revisions.ts';
import { ListingChangesTable } from '#web/components/listing-changes.tsx';
import { RecordDate } from '#web/components/record-status.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useAdminRevisions, useApproveRevision, useRejectRevision } from '#web/features/admin/api.ts';
import { ReasonDialog, runAction } from '#web/features/admin/components/action-dialogs.tsx';
import { PersonCell } from '#web/features/admin/components/person-cell.tsx';

/**
 * Live listings' edits awaiting review (decision 034), above the Offers list: each as a diff of the public version
 * against the edit, approved (the edit goes public) or rejected with a reason (the listing stays as it is). Shows
 * nothing while none waits.
 */
export function RevisionsPanel() {
  const revisions = useAdminRevisions();
  const approve = useApproveRevision();
  const reject = useRejectRevision();
  const [now] = useState(() => new Date());
  const [rejecting, setRejecting] = useState<AdminRevision | null>(null);
  const busy = approve.isPending || reject.isPending;
  const items = revisions.data?.items ?? [];
  if (items.length === 0) return null;

  return (
    <section aria-labelledby="edits-awaiting-review" className="mb-8 flex flex-col gap-4">
      <h2 id="edits-awaiting-review" className="text-lg font-semibold">
        Edits awaiting review ({revisions.data?.total ?? items.length})
      </h2>
      <p className="text-sm text-muted-foreground">
        These listings stay public as approved until you approve the edit.
      </p>
      {items.map((revision) => (
        <Card
          key={revision.id}
          role="group"
          aria-label={`Edit of ${revision.title}`}
          className="flex flex-col gap-3 p-4"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-1">
              <span className="font-medium">{revision.title}</span>
              <span className="text-sm text-muted-foreground">
                {revision.kind === 'request' ? 'Request' : 'Service'} · {revision.status} · sent{' '}
                <RecordDate value={revision.submittedAt} now={now} />
              </span>
              <PersonCell person={revision.owner} />
            </div>
            <div className="flex flex-wrap gap-2">
              {revision.can.approve ? (
                <Button
                  size="sm"
                  disabled={busy}
                  aria-label={`Approve edit of ${revision.title}`}
                  onClick={() =>
                    void runAction(
                      () => approve.mutateAsync(revision.id),
                      'The edit could not be approved. Please try again.',
                    )
                  }
                >
                  Approve Edit
                </Button>
              ) : null}
              {revision.can.reject ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={`Reject edit of ${revision.title}`}
                  onClick={() => setRejecting(revision)}
                >
                  Reject Edit
                </Button>
              ) : null}
            </div>
          </div>
          <ListingChangesTable changes={revision.changes} title={revision.title} />
        </Card>
      ))}
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        title="Reject Edit"
        description={`The listing "${rejecting?.title ?? ''}" stays as it is; its owner is told why.`}
        confirmLabel="Reject Edit"
        requiredMessage={revisionMessages.reasonRequired}
        onSubmit={(reason) =>
          runAction(
            () => reject.mutateAsync({ id: rejecting?.id ?? '', reason }),
            'The edit could not be rejected. Please try again.',
          )
        }
      />
    </section>
  );
}
