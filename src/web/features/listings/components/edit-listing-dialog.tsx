import { categories, type CategoryName } from '#shared/categories.ts';
import type { MyListing } from '#shared/schemas/listings.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { useUpdateListing } from '#web/features/listings/api.ts';
import { ListingForm } from '#web/features/listings/components/listing-form.tsx';
import { toast } from '#web/lib/toast.ts';

type EditListingDialogProps = { listing: MyListing | null; onClose: () => void };

/** Editing one of My Offers. A rejected listing that is saved goes back to the admins for review. */
export function EditListingDialog({ listing, onClose }: EditListingDialogProps) {
  const updateListing = useUpdateListing();
  return (
    <Dialog open={listing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Edit Listing</DialogTitle>
        <DialogDescription>
          {listing?.status === 'rejected'
            ? 'Saving sends the listing back for admin approval.'
            : 'Changes show on the listing as soon as they are saved.'}
        </DialogDescription>
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
                price: listing.price,
                paymentTypes: listing.paymentTypes,
                images: listing.images,
              }}
              submitLabel="Save Changes"
              busyLabel="Saving..."
              failureMessage="Failed to update offer. Please try again."
              onSubmit={async ({ kind: _kind, ...changes }) => {
                await updateListing.mutateAsync({ id: listing.id, changes });
                toast.success('Listing updated');
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
