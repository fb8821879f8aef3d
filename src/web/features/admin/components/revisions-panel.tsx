import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { revisionMessages, type AdminRevision } from '#shared/schemas/listing-revisions.ts';
import { ListingChangesTable } from '#web/components/listing-changes.tsx';
import { RecordDate, useFormatStatus } from '#web/components/record-status.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useAdminRevisions, useApproveRevision, useRejectRevision } from '#web/features/admin/api.ts';
import { ReasonDialog, runAction } from '#web/features/admin/components/action-dialogs.tsx';
import { PersonCell } from '#web/features/admin/components/person-cell.tsx';
import { useServerText } from '#web/lib/server-texts.ts';

/** A status inside a line of text: 'active' (German keeps its nouns' capitals). */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Live listings' edits awaiting review (decision 034), above the Offers list: each as a diff of the public version
 * against the edit, approved (the edit goes public) or rejected with a reason (the listing stays as it is). Shows
 * nothing while none waits.
 */
export function RevisionsPanel() {
  const intl = useIntl();
  const text = useServerText();
  const describeStatus = useFormatStatus();
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
        <FormattedMessage id="admin.revisions.heading" values={{ count: revisions.data?.total ?? items.length }} />
      </h2>
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="admin.revisions.intro" />
      </p>
      {items.map((revision) => (
        <Card
          key={revision.id}
          role="group"
          aria-label={intl.formatMessage({ id: 'admin.revisions.editLabel' }, { title: revision.title })}
          className="flex flex-col gap-3 p-4"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-1">
              <span className="font-medium">{revision.title}</span>
              <span className="text-sm text-muted-foreground">
                <FormattedMessage
                  id={revision.kind === 'request' ? 'admin.revisions.requestDetails' : 'admin.revisions.serviceDetails'}
                  values={{
                    // The listing's status inside the line, as its code reads: 'active', 'paused'.
                    status: lowerFirst(describeStatus(revision.status)),
                    date: <RecordDate value={revision.submittedAt} now={now} />,
                  }}
                />
              </span>
              <PersonCell person={revision.owner} />
            </div>
            <div className="flex flex-wrap gap-2">
              {revision.can.approve ? (
                <Button
                  size="sm"
                  disabled={busy}
                  aria-label={intl.formatMessage({ id: 'admin.revisions.approveLabel' }, { title: revision.title })}
                  onClick={() =>
                    void runAction(
                      () => approve.mutateAsync(revision.id),
                      intl.formatMessage({ id: 'admin.revisions.approveFailed' }),
                    )
                  }
                >
                  <FormattedMessage id="admin.revisions.approve" />
                </Button>
              ) : null}
              {revision.can.reject ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={intl.formatMessage({ id: 'admin.revisions.rejectLabel' }, { title: revision.title })}
                  onClick={() => setRejecting(revision)}
                >
                  <FormattedMessage id="admin.revisions.reject" />
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
        title={intl.formatMessage({ id: 'admin.revisions.reject' })}
        description={intl.formatMessage({ id: 'admin.revisions.rejectDescription' }, { title: rejecting?.title ?? '' })}
        confirmLabel={intl.formatMessage({ id: 'admin.revisions.reject' })}
        requiredMessage={text(revisionMessages.reasonRequired)}
        onSubmit={(reason) =>
          runAction(
            () => reject.mutateAsync({ id: rejecting?.id ?? '', reason }),
            intl.formatMessage({ id: 'admin.revisions.rejectFailed' }),
          )
        }
      />
    </section>
  );
}
