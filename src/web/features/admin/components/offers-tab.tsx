import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AdminOffer } from '#shared/schemas/admin.ts';
import { adminSettableOfferStatuses } from '#shared/schemas/admin.ts';
import { nameCategory } from '#web/components/category-names.ts';
import { describePrice } from '#web/components/price.ts';
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
import { RecordDate, useFormatStatus } from '#web/components/record-status.tsx';
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
  const intl = useIntl();
  const describeStatus = useFormatStatus();
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
      header: intl.formatMessage({ id: 'admin.offers.listingHeader' }),
      cell: (offer) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-medium">{offer.title}</span>
          <span className="text-muted-foreground">
            {/* A request's owner asks and pays; a service's owner provides (decision 009). */}
            {intl.formatMessage(
              { id: offer.kind === 'request' ? 'admin.offers.requestDetails' : 'admin.offers.serviceDetails' },
              { category: nameCategory(offer.category, intl), price: describePrice(offer.price, currency, intl) },
            )}
          </span>
        </span>
      ),
    },
    {
      header: intl.formatMessage({ id: 'admin.offers.ownerHeader' }),
      cell: (offer) => <PersonCell person={offer.owner} />,
    },
    {
      header: intl.formatMessage({ id: 'admin.list.statusHeader' }),
      cell: (offer) => (
        <NativeSelect
          aria-label={intl.formatMessage({ id: 'admin.offers.statusLabel' }, { title: offer.title })}
          className="w-36"
          value={offer.status}
          disabled={busy}
          onChange={(event) => {
            const status = adminSettableOfferStatuses.find((value) => value === event.target.value);
            if (status)
              void runAction(
                () => setStatus.mutateAsync({ id: offer.id, status }),
                intl.formatMessage({ id: 'admin.offers.statusFailed' }),
              );
          }}
        >
          {/* A paused or cancelled listing (the owner's doing) shows its status, which the admin may not pick. */}
          {(adminSettableOfferStatuses as readonly string[]).includes(offer.status) ? null : (
            <option value={offer.status} disabled>
              {describeStatus(offer.status)}
            </option>
          )}
          {adminSettableOfferStatuses.map((status) => (
            <option key={status} value={status}>
              {describeStatus(status)}
            </option>
          ))}
        </NativeSelect>
      ),
    },
    {
      header: intl.formatMessage({ id: 'admin.offers.createdHeader' }),
      cell: (offer) => <RecordDate value={offer.createdAt} now={now} />,
    },
    {
      header: intl.formatMessage({ id: 'admin.list.actionsHeader' }),
      cell: (offer) => (
        <span className="flex flex-wrap justify-end gap-2 md:justify-start">
          {/* Approve and Reject belong to the review queue; any other status is set with the select. */}
          {offer.can.approve ? (
            <>
              <Button
                size="sm"
                disabled={busy}
                aria-label={intl.formatMessage({ id: 'admin.offers.approveLabel' }, { title: offer.title })}
                onClick={() =>
                  void runAction(
                    () => approve.mutateAsync(offer.id),
                    intl.formatMessage({ id: 'admin.offers.approveFailed' }),
                  )
                }
              >
                {intl.formatMessage({ id: 'admin.offers.approve' })}
              </Button>
              {offer.can.reject ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={intl.formatMessage({ id: 'admin.offers.rejectLabel' }, { title: offer.title })}
                  onClick={() => setRejecting(offer)}
                >
                  {intl.formatMessage({ id: 'admin.offers.reject' })}
                </Button>
              ) : null}
            </>
          ) : null}
          <Button
            size="sm"
            variant="destructive"
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'admin.offers.deleteLabel' }, { title: offer.title })}
            onClick={() => setDeleting(offer)}
          >
            {intl.formatMessage({ id: 'admin.deleteDialog.delete' })}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <AdminList
      label={intl.formatMessage({ id: 'admin.offers.label' })}
      searchPlaceholder={intl.formatMessage({ id: 'admin.offers.searchPlaceholder' })}
      state={state}
      query={offers}
      columns={columns}
      noun={intl.formatMessage({ id: 'admin.offers.noun' })}
    >
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        title={intl.formatMessage({ id: 'admin.offers.rejectTitle' })}
        description={intl.formatMessage({ id: 'admin.offers.rejectDescription' }, { title: rejecting?.title ?? '' })}
        confirmLabel={intl.formatMessage({ id: 'admin.offers.reject' })}
        requiredMessage={intl.formatMessage({ id: 'admin.offers.reasonRequired' })}
        onSubmit={(reason) =>
          runAction(
            () => reject.mutateAsync({ id: rejecting?.id ?? '', reason }),
            intl.formatMessage({ id: 'admin.offers.rejectFailed' }),
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
          if (id) void runAction(() => remove.mutateAsync(id), intl.formatMessage({ id: 'admin.offers.deleteFailed' }));
        }}
      />
    </AdminList>
  );
}
