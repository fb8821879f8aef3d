import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { categories, type CategoryName } from '#shared/categories.ts';
import { listingMessages, type MyListing } from '#shared/schemas/listings.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { useUpdateListing } from '#web/features/listings/api.ts';
import { ListingForm } from '#web/features/listings/components/listing-form.tsx';
import { toast } from '#web/lib/toast.ts';
import { useServerText } from '#web/lib/server-texts.ts';

const isApproved = (listing: MyListing | null) =>
  listing?.status === 'active' || listing?.status === 'paused' || listing?.status === 'expired';

function describeReview(listing: MyListing | null, intl: IntlShape): string {
  if (listing?.status === 'rejected') return intl.formatMessage({ id: 'listings.editListingDialog.rejectedReview' });
  if (isApproved(listing)) return listingMessages.editReviewed;
  return intl.formatMessage({ id: 'listings.editListingDialog.noReview' });
}

/** What the form starts from: the public version, with the edit awaiting review over it (saving replaces that). */
function startingValues(listing: MyListing) {
  const waiting = listing.revision?.status === 'pending' ? listing.revision.changes : {};
  const price = waiting.price?.after ?? listing.price;
  return {
    kind: listing.kind,
    title: waiting.title?.after ?? listing.title,
    // The server stores one of the 22 names.
    category: (waiting.category?.after ?? listing.category) as CategoryName,
    description: waiting.description?.after ?? listing.description,
    price: {
      cashCents: price.cashCents ?? undefined,
      coins: price.coins ?? undefined,
      unit: price.unit,
      note: price.note ?? undefined,
    },
    paymentTypes: listing.paymentTypes,
    images: waiting.images?.after ?? listing.images,
  };
}

function describeSaved(saved: MyListing, intl: IntlShape): string {
  if (saved.revision?.status === 'pending') return listingMessages.editAwaitingReview;
  return saved.status === 'pending'
    ? listingMessages.editedAwaitingApproval
    : intl.formatMessage({ id: 'listings.editListingDialog.updated' });
}

type EditListingDialogProps = { listing: MyListing | null; onClose: () => void };

/**
 * Editing one of My Offers. A rejected listing that is saved goes back to the admins for review; an approved one
 * stays as it is while a change of its substance waits for an admin (decision 034): the member is told before saving.
 */
export function EditListingDialog({ listing, onClose }: EditListingDialogProps) {
  const intl = useIntl();
  const text = useServerText();
  const updateListing = useUpdateListing();
  return (
    <Dialog open={listing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>
          <FormattedMessage id="listings.editListingDialog.title" />
        </DialogTitle>
        <DialogDescription>{text(describeReview(listing, intl))}</DialogDescription>
        {listing ? (
          <div className="mt-6">
            <ListingForm
              key={listing.id}
              categories={categories}
              defaultValues={startingValues(listing)}
              submitLabel={intl.formatMessage({ id: 'listings.editListingDialog.save' })}
              busyLabel={intl.formatMessage({ id: 'listings.editListingDialog.saving' })}
              failureMessage={intl.formatMessage({ id: 'listings.editListingDialog.failed' })}
              onSubmit={async ({ kind: _kind, ...changes }) => {
                const saved = await updateListing.mutateAsync({ id: listing.id, changes });
                toast.success(text(describeSaved(saved, intl)));
                onClose();
              }}
              onCancel={onClose}
            />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
