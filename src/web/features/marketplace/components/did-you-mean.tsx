/** 'Did you mean ...?' for a search the server found little for; choosing it searches for the suggestion. */
export function DidYouMean({ suggestion, onSearch }: { suggestion: string; onSearch: (q: string) => void }) {
  return (
    <p className="text-sm">
      Did you mean{' '}
      <button
        type="button"
        onClick={() => onSearch(suggestion)}
        className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
      >
        {suggestion}
      </button>
      ?
    </p>
  );
}
