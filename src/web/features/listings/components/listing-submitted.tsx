import { Link } from 'react-router';
import { CircleCheckBig } from 'lucide-react';
import { listingMessages, type MyListing } from '#shared/schemas/listings.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';

// Auto Approve puts a listing live at once; only a pending one waits for an admin.
const whenVisible = (listing: MyListing) =>
  listing.status === 'pending' ? listingMessages.awaitingApproval : 'It is live now.';

/** The spec's slug rule is the category's slug; without a category the way on is the whole list. */
const categoryListings = (listing: MyListing) =>
  listing.categorySlug ? paths.category(listing.categorySlug) : paths.browse();

type ListingSubmittedProps = {
  listing: MyListing;
  modalOpen: boolean;
  onModalOpenChange: (open: boolean) => void;
  onSubmitAnother: () => void;
};

/** After /add-listing: the 'Listing Submitted!' modal over the success panel that stays when it closes. */
export function ListingSubmitted({ listing, modalOpen, onModalOpenChange, onSubmitAnother }: ListingSubmittedProps) {
  return (
    <>
      <Dialog open={modalOpen} onOpenChange={onModalOpenChange}>
        <DialogContent>
          <DialogTitle>Listing Submitted!</DialogTitle>
          <DialogDescription>
            &ldquo;{listing.title}&rdquo; was received. {whenVisible(listing)}
          </DialogDescription>
          <div className="mt-6 flex justify-end">
            <Button onClick={() => onModalOpenChange(false)}>OK</Button>
          </div>
        </DialogContent>
      </Dialog>
      <Card className="flex flex-col items-center px-6 py-12 text-center">
        <CircleCheckBig aria-hidden="true" className="size-12 text-primary" />
        <h2 className="mt-4 text-2xl font-semibold">Listing Submitted!</h2>
        <p className="mt-2 text-muted-foreground">{whenVisible(listing)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={categoryListings(listing)}>View Category Listings</Link>
          </Button>
          <Button variant="outline" onClick={onSubmitAnother}>
            Submit Another Listing
          </Button>
        </div>
      </Card>
    </>
  );
}
