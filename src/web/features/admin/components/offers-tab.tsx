import { useState } from 'react';
import { formatPrice } from '#shared/price.ts';
import type { AdminOffer } from '#shared/schemas/admin.ts';
import { adminSettableOfferStatuses } from '#shared/schemas/admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import {
  useAdminOffers,
  useApproveOffer,
  useDeleteOffer,
  useRejectOffer,
  useSetOfferStatus,
} from '#web/features/admin/api.ts';
import { DeleteDialog, ReasonDialog, runAction } from '#web/features/admin/components/action-dialogs.tsx';
import { AdminList, useAdminListState } from '#web/features/admin/components/admin-list.tsx';
import type { Column } from '#web/features/admin/components/data-table.tsx';
import { PersonCell } from '#web/features/admin/components/person-cell.tsx';
import { RevisionsPanel } from '#web/features/admin/components/revisions-panel.tsx';
import { RecordDate, formatStatus } from '#web/components/record-status.tsx';
import { useDisplayCurrency } from '#web/lib/preferences.ts';

/** Offers: the live listings' edits awaiting review (decision 034), then every listing. */
export function OffersTab() {
  return (
    <>
      <RevisionsPanel />
      <OffersList />
    </>
  );
}

/** Offers: search by title or description, filter by status; approve, reject with a reason, set a status, delete. */
function OffersList() {
  const state = useAdminListState(adminSettableOfferStatuses);
  const offers = useAdminOffers(state.params);
  const [now] = useState(() => new Date());
  const currency = useDisplayCurrency();
  const [rejecting, setRejecting] = useState<AdminOffer | null>(null);
  const [deleting, setDeleting] = useState<AdminOffer | null>(null);
  const approve = useApproveOffer();
  const reject = useRejectOffer();
  const setStatus = useSetOfferStatus();
  const remove = useDeleteOffer();
  const busy = approve.isPending || reject.isPending || setStatus.isPending || remove.isPending;

  const columns: Column<AdminOffer>[] = [
    {
      header: 'Listing',
      cell: (offer) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-medium">{offer.title}</span>
          <span className="text-muted-foreground">
            {/* A request's owner asks and pays; a service's owner provides (decision 009). */}
            {offer.kind === 'request' ? 'Request · ' : null}
            {offer.category} · {formatPrice(offer.price, currency)}
          </span>
        </span>
      ),
    },
    { header: 'Owner', cell: (offer) => <PersonCell person={offer.owner} /> },
    {
      header: 'Status',
      cell: (offer) => (
        <NativeSelect
          aria-label={`Status of ${offer.title}`}
          className="w-36"
          value={offer.status}
          disabled={busy}
          onChange={(event) => {
            const status = adminSettableOfferStatuses.find((value) => value === event.target.value);
            if (status)
              void runAction(
                () => setStatus.mutateAsync({ id: offer.id, status }),
                'Failed to update offer status. Please try again.',
              );
          }}
        >
          {/* A paused or cancelled listing (the owner's doing) shows its status, which the admin may not pick. */}
          {(adminSettableOfferStatuses as readonly string[]).includes(offer.status) ? null : (
            <option value={offer.status} disabled>
              {formatStatus(offer.status)}
            </option>
          )}
          {adminSettableOfferStatuses.map((status) => (
            <option key={status} value={status}>
              {formatStatus(status)}
            </option>
          ))}
        </NativeSelect>
      ),
    },
    { header: 'Created', cell: (offer) => <RecordDate value={offer.createdAt} now={now} /> },
    {
      header: 'Actions',
      cell: (offer) => (
        <span className="flex flex-wrap justify-end gap-2 md:justify-start">
          {/* Approve and Reject belong to the review queue; any other status is set with the select. */}
          {offer.can.approve ? (
            <>
              <Button
                size="sm"
                disabled={busy}
                aria-label={`Approve ${offer.title}`}
                onClick={() =>
                  void runAction(
                    () => approve.mutateAsync(offer.id),
                    'The listing could not be approved. Please try again.',
                  )
                }
              >
                Approve
              </Button>
              {offer.can.reject ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={`Reject ${offer.title}`}
                  onClick={() => setRejecting(offer)}
                >
                  Reject
                </Button>
              ) : null}
            </>
          ) : null}
          <Button
            size="sm"
            variant="destructive"
            disabled={busy}
            aria-label={`Delete ${offer.title}`}
            onClick={() => setDeleting(offer)}
          >
            Delete
          </Button>
        </span>
      ),
    },
  ];

  return (
    <AdminList
      label="Offers"
      searchPlaceholder="Search by title or description"
      state={state}
      query={offers}
      columns={columns}
      noun="offers"
    >
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        title="Reject Listing"
        description={`The owner of "${rejecting?.title ?? ''}" is told why.`}
        confirmLabel="Reject"
        requiredMessage="Please give the reason for rejecting this listing"
        onSubmit={(reason) =>
          runAction(
            () => reject.mutateAsync({ id: rejecting?.id ?? '', reason }),
            'The listing could not be rejected. Please try again.',
          )
        }
      />
      <DeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        type="offer"
        onConfirm={() => {
          const id = deleting?.id;
          if (id) void runAction(() => remove.mutateAsync(id), 'Failed to delete offer. Please try again.');
        }}
      />
    </AdminList>
  );
}
