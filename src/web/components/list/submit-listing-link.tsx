import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useSession } from '#web/lib/session.ts';

/** The lists' 'Submit Listing', for members only (spec): visitors have the header's Sign Up instead. */
export function SubmitListingLink() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Button asChild variant="outline">
      <Link to={paths.addListing()}>
        <Plus aria-hidden="true" />
        <FormattedMessage id="components.submitListing.label" />
      </Link>
    </Button>
  );
}
