import { type FormEvent, useCallback, useEffect, useEffectEvent, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Search } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Input } from '#web/components/ui/input.tsx';

const commitDelayMs = 300;

type ListSearchBoxProps = {
  /** The search in the address. */
  value: string;
  label: string;
  placeholder?: string;
  /** `replace` is true while the member keeps typing, so one search adds one history entry, not one per key. */
  onCommit: (q: string, options: { replace: boolean }) => void;
};

/**
 * The list's own search box. It writes to the address a moment after typing stops (or at once on Enter), and it
 * follows the address when something else changes it: the header search, Back, 'Clear Filters'.
 */
export function ListSearchBox({ value, label, placeholder, onCommit }: ListSearchBoxProps) {
  const id = useId();
  const intl = useIntl();
  const { key: entryKey } = useLocation();
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  // A search this box wrote that the address does not show yet.
  const [pending, setPending] = useState<string | null>(null);
  // The history entry this box's typing made: further typing replaces it instead of adding another.
  const [typedEntry, setTypedEntry] = useState<string | null>(null);

  if (value !== seenValue) {
    setSeenValue(value);
    if (value === pending) {
      // Our own write arriving must not undo what was typed since.
      setPending(null);
      setTypedEntry(entryKey);
    } else if (value !== text.trim()) {
      setText(value);
    }
  }

  const commit = useCallback(
    (q: string) => {
      if (q === value) return;
      setPending(q);
      onCommit(q, { replace: typedEntry === entryKey });
    },
    [value, typedEntry, entryKey, onCommit],
  );

  // The wait restarts when the text changes, not when the list around the box renders again (a live update, its
  // next page arriving): that would hold the search back, and let it land after the member has moved on.
  const commitTyped = useEffectEvent(commit);
  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    const timer = window.setTimeout(() => commitTyped(q), commitDelayMs);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    commit(text.trim());
  };

  return (
    <form role="search" aria-label={label} onSubmit={submit} className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder={placeholder ?? intl.formatMessage({ id: 'components.listSearch.placeholder' })}
        onChange={(event) => setText(event.target.value)}
        // Leaving the box ends this search: the next one gets its own history entry.
        onBlur={() => setTypedEntry(null)}
        className="ps-9"
      />
    </form>
  );
}
