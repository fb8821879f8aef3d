import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { limits, offerStatuses, type OfferStatus } from '#shared/constants.ts';
import { formatPrice } from '#shared/price.ts';
import { listingMessages, type MyListing } from '#shared/schemas/listings.ts';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableColumnHeader, TableHeader, TableRow } from '#web/components/ui/table.tsx';
import { useDeleteListing, useMyListings, useRenewListing, useUpdateListing } from '#web/features/listings/api.ts';
import { EditListingDialog } from '#web/features/listings/components/edit-listing-dialog.tsx';
import { ListingStatus } from '#web/features/listings/components/listing-status.tsx';
import { RevisionStatus } from '#web/features/listings/components/revision-status.tsx';
import { describeError } from '#web/lib/form-errors.ts';
import { countPages } from '#web/lib/pagination.ts';
import { useDisplayCurrency } from '#web/lib/preferences.ts';
import { toast } from '#web/lib/toast.ts';

const description = 'The listings and requests you have posted, with their approval status.';
// On a phone the row is the padded block and its cells stack inside it (components/ui/table.tsx).
const cellClasses = 'px-4 py-3 max-md:p-0';

const statusChoices: Record<OfferStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  pending: 'Pending',
  rejected: 'Rejected',
  expired: 'Expired',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const isOfferStatus = (value: string | null): value is OfferStatus =>
  (offerStatuses as readonly string[]).includes(value ?? '');

const dayMs = 24 * 60 * 60 * 1000;
const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** When a listing leaves (or left) the marketplace; soon enough and the owner is offered a renewal. */
function describeExpiry(listing: MyListing, now: number): { text: string; soon: boolean } | null {
  if (!listing.expiresAt) return null;
  if (listing.status === 'expired') return { text: `Expired on ${formatDay(listing.expiresAt)}`, soon: true };
  if (listing.status !== 'active' && listing.status !== 'paused') return null;
  const soon = Date.parse(listing.expiresAt) - now <= limits.listingExpiryNoticeDays * dayMs;
  return { text: `Expires ${formatDay(listing.expiresAt)}`, soon };
}

export function MyOffersTablePage() {
  const [page, setPage] = useState(1);
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status = isOfferStatus(requested) ? requested : undefined;
  const listings = useMyListings(page, status);
  const renewListing = useRenewListing();
  const statusId = useId();
  // Read once per visit: a day's rounding is all the expiry line needs.
  const [now] = useState(() => Date.now());
  const currency = useDisplayCurrency();
  const [editing, setEditing] = useState<MyListing | null>(null);
  const [deleting, setDeleting] = useState<MyListing | null>(null);
  const updateListing = useUpdateListing();
  const deleteListing = useDeleteListing();

  function toggle(listing: MyListing, to: 'active' | 'paused') {
    updateListing.mutate(
      { id: listing.id, changes: { status: to } },
      { onError: (error) => toast.error(describeError(error, listingMessages.statusFailed)) },
    );
  }

  function chooseStatus(value: string) {
    setPage(1);
    setParams(isOfferStatus(value) ? { status: value } : {}, { replace: true });
  }

  function renew(listing: MyListing) {
    renewListing.mutate(listing.id, {
      onSuccess: () =>
        toast.success(listing.status === 'expired' ? 'Listing renewed and back on the marketplace' : 'Listing renewed'),
      onError: (error) => toast.error(describeError(error, 'Failed to renew the listing. Please try again.')),
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    // The last listing of a page gone, the page before it is shown instead of an empty one.
    const emptiesPage = page > 1 && listings.data?.items.length === 1;
    deleteListing.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Listing deleted');
        if (emptiesPage) setPage(page - 1);
      },
      onError: (error) => toast.error(describeError(error, listingMessages.deleteFailed)),
    });
  }

  const data = listings.data;
  const pageCount = data ? countPages(data.total, data.pageSize) : 1;

  return (
    <PageContainer>
      <PageMeta title="My Offers" description={description} />
      <PageHeader title="My Offers" description={description}>
        <Button asChild>
          <Link to={paths.dashboard.createOffer({ type: 'service' })}>
            <Plus aria-hidden="true" />
            Create Listing
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.dashboard.createOffer({ type: 'request' })}>Create Request</Link>
        </Button>
      </PageHeader>
      <div className="mt-6 flex items-center gap-3">
        <label htmlFor={statusId} className="text-sm font-medium">
          Status
        </label>
        <NativeSelect
          id={statusId}
          className="w-44"
          value={status ?? ''}
          onChange={(event) => chooseStatus(event.target.value)}
        >
          <option value="">All statuses</option>
          {offerStatuses.map((value) => (
            <option key={value} value={value}>
              {statusChoices[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="mt-4">
        {listings.isError && !data ? (
          <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-12 text-center">
            <p>{listingMessages.loadFailed}</p>
            <Button onClick={() => void listings.refetch()} disabled={listings.isFetching}>
              Try Again
            </Button>
          </Card>
        ) : !data ? (
          <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading your offers">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-14 w-full" />
            ))}
          </div>
        ) : data.total === 0 && status ? (
          <Card className="px-6 py-12 text-center">
            <p className="font-medium">You have no {statusChoices[status].toLowerCase()} listings.</p>
          </Card>
        ) : data.total === 0 ? (
          <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
            <p className="font-medium">You have not posted any listings yet.</p>
            <Button asChild>
              <Link to={paths.dashboard.createOffer({ type: 'service' })}>Create Listing</Link>
            </Button>
          </Card>
        ) : (
          <>
            {/* Scrolls sideways in its box where a sidebar leaves the table too little room; relative, so the
                visually hidden 'Actions' header is held by the box rather than widening the page. */}
            <Card className="relative overflow-x-auto">
              <Table>
                <caption className="sr-only">Your listings</caption>
                <TableHeader className="border-b border-border text-muted-foreground">
                  <tr>
                    <TableColumnHeader className={cellClasses}>Title</TableColumnHeader>
                    <TableColumnHeader className={cellClasses}>Category</TableColumnHeader>
                    <TableColumnHeader className={cellClasses}>Price</TableColumnHeader>
                    <TableColumnHeader className={cellClasses}>Status</TableColumnHeader>
                    <TableColumnHeader className={cellClasses}>
                      <span className="sr-only">Actions</span>
                    </TableColumnHeader>
                  </tr>
                </TableHeader>
                <TableBody>
                  {data.items.map((listing) => (
                    <TableRow key={listing.id} className="max-md:p-4">
                      <TableCell className={cellClasses}>
                        <div className="font-medium">
                          {listing.status === 'active' ? (
                            <Link to={paths.listing(listing.id)} className="hover:underline">
                              {listing.title}
                            </Link>
                          ) : (
                            listing.title
                          )}
                        </div>
                        {listing.kind === 'request' ? (
                          <div className="text-xs text-muted-foreground">Request</div>
                        ) : null}
                        <RevisionStatus revision={listing.revision} />
                        <ExpiryLine listing={listing} now={now} />
                        {listing.status === 'rejected' && listing.rejectionReason ? (
                          <p className="mt-1 text-xs text-destructive">Rejected: {listing.rejectionReason}</p>
                        ) : null}
                      </TableCell>
                      <TableCell label="Category" className={cellClasses}>
                        {listing.category}
                      </TableCell>
                      <TableCell label="Price" className={cellClasses}>
                        {formatPrice(listing.price, currency)}
                      </TableCell>
                      <TableCell label="Status" className={cellClasses}>
                        <ListingStatus
                          listing={listing}
                          busy={updateListing.isPending && updateListing.variables.id === listing.id}
                          onToggle={(to) => toggle(listing, to)}
                        />
                      </TableCell>
                      <TableCell className={cellClasses}>
                        <div className="flex justify-end gap-1">
                          {listing.can.renew && describeExpiry(listing, now)?.soon ? (
                            <Button
                              variant="outline"
                              size="sm"
                              aria-label={`Renew ${listing.title}`}
                              disabled={renewListing.isPending && renewListing.variables === listing.id}
                              onClick={() => renew(listing)}
                            >
                              <RefreshCw aria-hidden="true" />
                              Renew
                            </Button>
                          ) : null}
                          {listing.can.edit ? (
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={`Edit ${listing.title}`}
                              onClick={() => setEditing(listing)}
                            >
                              <Pencil aria-hidden="true" />
                            </Button>
                          ) : null}
                          {listing.can.delete ? (
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={`Delete ${listing.title}`}
                              onClick={() => setDeleting(listing)}
                            >
                              <Trash2 aria-hidden="true" />
                            </Button>
                          ) : null}
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Card>
            <Pagination className="mt-6" page={data.page} pageCount={pageCount} onPageChange={setPage} />
          </>
        )}
      </div>
      <EditListingDialog listing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Confirm Deletion"
        description="Are you sure you want to delete this offer? This action cannot be undone."
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </PageContainer>
  );
}

function ExpiryLine({ listing, now }: { listing: MyListing; now: number }) {
  const expiry = describeExpiry(listing, now);
  if (!expiry) return null;
  return (
    <p
      className={
        expiry.soon
          ? 'mt-1 text-xs font-medium text-amber-700 dark:text-amber-400'
          : 'mt-1 text-xs text-muted-foreground'
      }
    >
      {expiry.text}
    </p>
  );
}
