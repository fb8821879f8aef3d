import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OfferDetail } from '#shared/schemas/offers.ts';
import { paths } from '#web/app/paths.ts';

// Written here rather than imported from the schemas, which would bring zod into the listing page's chunk.
const fieldWords = {
  title: 'marketplace.listingOwnEdit.fieldTitle',
  category: 'marketplace.listingOwnEdit.fieldCategory',
  price: 'marketplace.listingOwnEdit.fieldPrice',
  description: 'marketplace.listingOwnEdit.fieldDescription',
  images: 'marketplace.listingOwnEdit.fieldImages',
} as const;

/**
 * To the owner on their listing's page: an edit of it awaits review, and the page shows the approved version until
 * an admin approves it (decision 034); or the last edit was turned down. My Offers has the details.
 */
export function ListingOwnEdit({ edit }: { edit: OfferDetail['ownEdit'] }) {
  const intl = useIntl();
  if (!edit) return null;
  const fields = intl.formatList(
    edit.fields.map((f) => intl.formatMessage({ id: fieldWords[f] })),
    { type: 'conjunction' },
  );
  return (
    <p role="status" className="mb-4 rounded-md border border-border bg-secondary px-3 py-2 text-sm">
      {edit.status === 'pending' ? (
        <FormattedMessage id="marketplace.listingOwnEdit.pending" values={{ fields }} />
      ) : (
        <FormattedMessage id="marketplace.listingOwnEdit.rejected" values={{ fields }} />
      )}{' '}
      <Link to={paths.dashboard.offers()} className="font-medium underline">
        <FormattedMessage id="marketplace.listingOwnEdit.seeInMyOffers" />
      </Link>
    </p>
  );
}
