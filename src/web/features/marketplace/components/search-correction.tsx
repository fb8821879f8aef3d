import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';

type SearchCorrectionProps = {
  /** The suggestion whose results the list shows. */
  shown: string;
  /** The search as typed, which found nothing. */
  typed: string;
  /** The address of the search as typed, taken exactly (its empty state, with 'Did you mean ...'). */
  exactSearch: string;
};

/** 'Showing results for X · Search instead for Y': a misspelt search shows its suggestion's results. */
export function SearchCorrection({ shown, typed, exactSearch }: SearchCorrectionProps) {
  return (
    <p className="text-sm">
      <FormattedMessage
        id="marketplace.searchCorrection.showing"
        values={{ shown, b: (chunks) => <span className="font-semibold">{chunks}</span> }}
      />
      <span aria-hidden="true"> · </span>
      <FormattedMessage
        id="marketplace.searchCorrection.instead"
        values={{
          typed,
          link: (chunks) => (
            <Link
              to={exactSearch}
              className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
            >
              {chunks}
            </Link>
          ),
        }}
      />
    </p>
  );
}
