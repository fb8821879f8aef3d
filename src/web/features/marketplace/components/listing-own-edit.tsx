import { Link } from 'react-router';
import type { OfferDetail } from '#shared/schemas/offers.ts';
import { paths } from '#web/app/paths.ts';

// Written here rather than imported from the schemas, which would bring zod into the listing page's chunk.
const fieldWords = {
  title: 'title',
  category: 'category',
  price: 'price',
  description: 'description',
  images: 'pictures',
};

/**
 * To the owner on their listing's page: an edit of it awaits review, and the page shows the approved version until
 * an admin approves it (decision 034); or the last edit was turned down. My Offers has the details.
 */
export function ListingOwnEdit({ edit }: { edit: OfferDetail['ownEdit'] }) {
  if (!edit) return null;
  const fields = new Intl.ListFormat('en', { type: 'conjunction' }).format(edit.fields.map((f) => fieldWords[f]));
  return (
    <p role="status" className="mb-4 rounded-md border border-border bg-secondary px-3 py-2 text-sm">
      {edit.status === 'pending'
        ? `Your edit of the ${fields} awaits review: everyone sees this listing as approved until an admin approves it.`
        : `An admin did not approve your edit of the ${fields}: this listing stays as approved.`}{' '}
      <Link to={paths.dashboard.offers()} className="font-medium underline">
        See it in My Offers
      </Link>
    </p>
  );
}
