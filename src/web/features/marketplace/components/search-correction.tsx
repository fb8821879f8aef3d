import { Link } from 'react-router';

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
      Showing results for <span className="font-semibold">{shown}</span>
      <span aria-hidden="true"> · </span>
      Search instead for{' '}
      <Link to={exactSearch} className="font-semibold text-primary underline underline-offset-4 hover:no-underline">
        {typed}
      </Link>
    </p>
  );
}
