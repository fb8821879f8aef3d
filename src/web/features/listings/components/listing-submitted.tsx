import { Link } from 'react-router';
import { CircleCheckBig } from 'lucide-react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { listingMessages, type MyListing } from '#shared/schemas/listings.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { useServerText } from '#web/lib/server-texts.ts';

// Auto Approve puts a listing live at once; only a pending one waits for an admin.
const whenVisible = (listing: MyListing, intl: IntlShape) =>
  listing.status === 'pending'
    ? listingMessages.awaitingApproval
    : intl.formatMessage({ id: 'listings.listingSubmitted.live' });

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
  const intl = useIntl();
  const text = useServerText();
  return (
    <>
      <Dialog open={modalOpen} onOpenChange={onModalOpenChange}>
        <DialogContent>
          <DialogTitle>
            <FormattedMessage id="listings.listingSubmitted.title" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="listings.listingSubmitted.received"
              values={{ title: listing.title, visibility: text(whenVisible(listing, intl)) }}
            />
          </DialogDescription>
          <div className="mt-6 flex justify-end">
            <Button onClick={() => onModalOpenChange(false)}>
              <FormattedMessage id="listings.listingSubmitted.ok" />
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <Card className="flex flex-col items-center px-6 py-12 text-center">
        <CircleCheckBig aria-hidden="true" className="size-12 text-primary" />
        <h2 className="mt-4 text-2xl font-semibold">
          <FormattedMessage id="listings.listingSubmitted.title" />
        </h2>
        <p className="mt-2 text-muted-foreground">{text(whenVisible(listing, intl))}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={categoryListings(listing)}>
              <FormattedMessage id="listings.listingSubmitted.viewCategory" />
            </Link>
          </Button>
          <Button variant="outline" onClick={onSubmitAnother}>
            <FormattedMessage id="listings.listingSubmitted.submitAnother" />
          </Button>
        </div>
      </Card>
    </>
  );
}
