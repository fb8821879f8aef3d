import { categories, type CategoryName } from '#shared/categories.ts';
import { listingMessages, type MyListing } from '#shared/schemas/listings.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { useUpdateListing } from '#web/features/listings/api.ts';
import { ListingForm } from '#web/features/listings/components/listing-form.tsx';
import { toast } from '#web/lib/toast.ts';

function describeReview(listing: MyListing | null): string {
  if (listing?.status === 'rejected') return 'Saving sends the listing back for admin approval.';
  if (listing?.status === 'active' || listing?.status === 'paused') return listingMessages.editSendsToReview;
  return 'Changes show on the listing as soon as they are saved.';
}

type EditListingDialogProps = { listing: MyListing | null; onClose: () => void };

/**
 * Editing one of My Offers. A rejected listing that is saved goes back to the admins for review, and so does an
 * approved one whose substance changes (decision 015): the member is told before saving.
 */
export function EditListingDialog({ listing, onClose }: EditListingDialogProps) {
  const updateListing = useUpdateListing();
  return (
    <Dialog open={listing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Edit Listing</DialogTitle>
        <DialogDescription>{describeReview(listing)}</DialogDescription>
        {listing ? (
          <div className="mt-6">
            <ListingForm
              key={listing.id}
              categories={categories}
              defaultValues={{
                kind: listing.kind,
                title: listing.title,
                // The server stores one of the 22 names.
                category: listing.category as CategoryName,
                description: listing.description,
                price: {
                  cashCents: listing.price.cashCents ?? undefined,
                  coins: listing.price.coins ?? undefined,
                  unit: listing.price.unit,
                  note: listing.price.note ?? undefined,
                },
                paymentTypes: listing.paymentTypes,
                images: listing.images,
              }}
              submitLabel="Save Changes"
              busyLabel="Saving..."
              failureMessage="Failed to update offer. Please try again."
              onSubmit={async ({ kind: _kind, ...changes }) => {
                const saved = await updateListing.mutateAsync({ id: listing.id, changes });
                toast.success(saved.status === 'pending' ? listingMessages.editedAwaitingApproval : 'Listing updated');
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
