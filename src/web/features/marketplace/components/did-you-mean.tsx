import { FormattedMessage } from 'react-intl';

/** 'Did you mean ...?' for a search the server found little for; choosing it searches for the suggestion. */
export function DidYouMean({ suggestion, onSearch }: { suggestion: string; onSearch: (q: string) => void }) {
  return (
    <p className="text-sm">
      <FormattedMessage
        id="marketplace.didYouMean.text"
        values={{
          suggestion,
          button: (chunks) => (
            <button
              type="button"
              onClick={() => onSearch(suggestion)}
              className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
            >
              {chunks}
            </button>
          ),
        }}
      />
    </p>
  );
}
