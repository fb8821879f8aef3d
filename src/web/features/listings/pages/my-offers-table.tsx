import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { limits, offerStatuses, type OfferStatus } from '#shared/constants.ts';
import { listingMessages, type MyListing } from '#shared/schemas/listings.ts';
import { paths } from '#web/app/paths.ts';
import { nameCategory } from '#web/components/category-names.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { describePrice } from '#web/components/price.ts';
import { useFormatStatus } from '#web/components/record-status.tsx';
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
import { useServerText } from '#web/lib/server-texts.ts';

// On a phone the row is the padded block and its cells stack inside it (components/ui/table.tsx).
const cellClasses = 'px-4 py-3 max-md:p-0';

// What the list says when the chosen status has no listings.
const emptyForStatus = {
  active: 'listings.myOffersTable.emptyActive',
  paused: 'listings.myOffersTable.emptyPaused',
  pending: 'listings.myOffersTable.emptyPending',
  rejected: 'listings.myOffersTable.emptyRejected',
  expired: 'listings.myOffersTable.emptyExpired',
  completed: 'listings.myOffersTable.emptyCompleted',
  cancelled: 'listings.myOffersTable.emptyCancelled',
} as const satisfies Record<OfferStatus, string>;
const isOfferStatus = (value: string | null): value is OfferStatus =>
  (offerStatuses as readonly string[]).includes(value ?? '');

const dayMs = 24 * 60 * 60 * 1000;

type Expiry = { expired: boolean; at: string; soon: boolean };

/** When a listing leaves (or left) the marketplace; soon enough and the owner is offered a renewal. */
function describeExpiry(listing: MyListing, now: number): Expiry | null {
  if (!listing.expiresAt) return null;
  if (listing.status === 'expired') return { expired: true, at: listing.expiresAt, soon: true };
  if (listing.status !== 'active' && listing.status !== 'paused') return null;
  const soon = Date.parse(listing.expiresAt) - now <= limits.listingExpiryNoticeDays * dayMs;
  return { expired: false, at: listing.expiresAt, soon };
}

export function MyOffersTablePage() {
  const intl = useIntl();
  const describeStatus = useFormatStatus();
  const text = useServerText();
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
      { onError: (error) => toast.error(text(describeError(error, listingMessages.statusFailed))) },
    );
  }

  function chooseStatus(value: string) {
    setPage(1);
    setParams(isOfferStatus(value) ? { status: value } : {}, { replace: true });
  }

  function renew(listing: MyListing) {
    renewListing.mutate(listing.id, {
      onSuccess: () =>
        toast.success(
          listing.status === 'expired'
            ? intl.formatMessage({ id: 'listings.myOffersTable.renewedBack' })
            : intl.formatMessage({ id: 'listings.myOffersTable.renewed' }),
        ),
      onError: (error) =>
        toast.error(describeError(error, intl.formatMessage({ id: 'listings.myOffersTable.renewFailed' }))),
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    // The last listing of a page gone, the page before it is shown instead of an empty one.
    const emptiesPage = page > 1 && listings.data?.items.length === 1;
    deleteListing.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(intl.formatMessage({ id: 'listings.myOffersTable.deleted' }));
        if (emptiesPage) setPage(page - 1);
      },
      onError: (error) => toast.error(text(describeError(error, listingMessages.deleteFailed))),
    });
  }

  const data = listings.data;
  const pageCount = data ? countPages(data.total, data.pageSize) : 1;
  const title = intl.formatMessage({ id: 'listings.myOffersTable.title' });
  const description = intl.formatMessage({ id: 'listings.myOffersTable.description' });
  const columns = {
    category: intl.formatMessage({ id: 'listings.myOffersTable.category' }),
    price: intl.formatMessage({ id: 'listings.myOffersTable.price' }),
    status: intl.formatMessage({ id: 'listings.myOffersTable.status' }),
  };

  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description}>
        <Button asChild>
          <Link to={paths.dashboard.createOffer({ type: 'service' })}>
            <Plus aria-hidden="true" />
            <FormattedMessage id="listings.myOffersTable.createListing" />
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.dashboard.createOffer({ type: 'request' })}>
            <FormattedMessage id="listings.myOffersTable.createRequest" />
          </Link>
        </Button>
      </PageHeader>
      <div className="mt-6 flex items-center gap-3">
        <label htmlFor={statusId} className="text-sm font-medium">
          {columns.status}
        </label>
        <NativeSelect
          id={statusId}
          className="w-44"
          value={status ?? ''}
          onChange={(event) => chooseStatus(event.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'listings.myOffersTable.allStatuses' })}</option>
          {offerStatuses.map((value) => (
            <option key={value} value={value}>
              {describeStatus(value)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="mt-4">
        {listings.isError && !data ? (
          <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-12 text-center">
            <p>{text(listingMessages.loadFailed)}</p>
            <Button onClick={() => void listings.refetch()} disabled={listings.isFetching}>
              <FormattedMessage id="listings.myOffersTable.tryAgain" />
            </Button>
          </Card>
        ) : !data ? (
          <div
            className="flex flex-col gap-3"
            aria-busy="true"
            aria-label={intl.formatMessage({ id: 'listings.myOffersTable.loading' })}
          >
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-14 w-full" />
            ))}
          </div>
        ) : data.total === 0 && status ? (
          <Card className="px-6 py-12 text-center">
            <p className="font-medium">
              <FormattedMessage id={emptyForStatus[status]} />
            </p>
          </Card>
        ) : data.total === 0 ? (
          <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
            <p className="font-medium">
              <FormattedMessage id="listings.myOffersTable.empty" />
            </p>
            <Button asChild>
              <Link to={paths.dashboard.createOffer({ type: 'service' })}>
                <FormattedMessage id="listings.myOffersTable.createListing" />
              </Link>
            </Button>
          </Card>
        ) : (
          <>
            {/* Scrolls sideways in its box where a sidebar leaves the table too little room; relative, so the
                visually hidden 'Actions' header is held by the box rather than widening the page. */}
            <Card className="relative overflow-x-auto">
              <Table>
                <caption className="sr-only">
                  <FormattedMessage id="listings.myOffersTable.caption" />
                </caption>
                <TableHeader className="border-b border-border text-muted-foreground">
                  <tr>
                    <TableColumnHeader className={cellClasses}>
                      <FormattedMessage id="listings.myOffersTable.titleColumn" />
                    </TableColumnHeader>
                    <TableColumnHeader className={cellClasses}>{columns.category}</TableColumnHeader>
                    <TableColumnHeader className={cellClasses}>{columns.price}</TableColumnHeader>
                    <TableColumnHeader className={cellClasses}>{columns.status}</TableColumnHeader>
                    <TableColumnHeader className={cellClasses}>
                      <span className="sr-only">
                        <FormattedMessage id="listings.myOffersTable.actions" />
                      </span>
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
                          <div className="text-xs text-muted-foreground">
                            <FormattedMessage id="listings.myOffersTable.request" />
                          </div>
                        ) : null}
                        <RevisionStatus revision={listing.revision} />
                        <ExpiryLine listing={listing} now={now} />
                        {listing.status === 'rejected' && listing.rejectionReason ? (
                          <p className="mt-1 text-xs text-destructive">
                            <FormattedMessage
                              id="listings.myOffersTable.rejectedReason"
                              values={{ reason: listing.rejectionReason }}
                            />
                          </p>
                        ) : null}
                      </TableCell>
                      <TableCell label={columns.category} className={cellClasses}>
                        {nameCategory(listing.category, intl)}
                      </TableCell>
                      <TableCell label={columns.price} className={cellClasses}>
                        {describePrice(listing.price, currency, intl)}
                      </TableCell>
                      <TableCell label={columns.status} className={cellClasses}>
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
                              aria-label={intl.formatMessage(
                                { id: 'listings.myOffersTable.renewLabel' },
                                { title: listing.title },
                              )}
                              disabled={renewListing.isPending && renewListing.variables === listing.id}
                              onClick={() => renew(listing)}
                            >
                              <RefreshCw aria-hidden="true" />
                              <FormattedMessage id="listings.myOffersTable.renew" />
                            </Button>
                          ) : null}
                          {listing.can.edit ? (
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={intl.formatMessage(
                                { id: 'listings.myOffersTable.editLabel' },
                                { title: listing.title },
                              )}
                              onClick={() => setEditing(listing)}
                            >
                              <Pencil aria-hidden="true" />
                            </Button>
                          ) : null}
                          {listing.can.delete ? (
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={intl.formatMessage(
                                { id: 'listings.myOffersTable.deleteLabel' },
                                { title: listing.title },
                              )}
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
        title={intl.formatMessage({ id: 'listings.myOffersTable.confirmTitle' })}
        description={intl.formatMessage({ id: 'listings.myOffersTable.confirmDescription' })}
        confirmLabel={intl.formatMessage({ id: 'listings.myOffersTable.confirmDelete' })}
        destructive
        onConfirm={confirmDelete}
      />
    </PageContainer>
  );
}

function ExpiryLine({ listing, now }: { listing: MyListing; now: number }) {
  const intl = useIntl();
  const expiry = describeExpiry(listing, now);
  if (!expiry) return null;
  const date = intl.formatDate(expiry.at, { year: 'numeric', month: 'short', day: 'numeric' });
  return (
    <p
      className={
        expiry.soon
          ? 'mt-1 text-xs font-medium text-amber-700 dark:text-amber-400'
          : 'mt-1 text-xs text-muted-foreground'
      }
    >
      {expiry.expired ? (
        <FormattedMessage id="listings.myOffersTable.expiredOn" values={{ date }} />
      ) : (
        <FormattedMessage id="listings.myOffersTable.expires" values={{ date }} />
      )}
    </p>
  );
}
