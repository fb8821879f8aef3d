import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { useIntl } from 'react-intl';
import { paths } from '#web/app/paths.ts';
import { Input } from '#web/components/ui/input.tsx';
import { useOfferSuggestions } from '#web/lib/offer-suggestions.ts';
import { cn } from '#web/lib/cn.ts';
import { closedCombobox, type ComboboxState, pressComboboxKey } from '#web/lib/combobox.ts';

// Suggestions are asked for once typing pauses this long.
const suggestDelayMs = 200;
const noSuggestions: readonly string[] = [];

/**
 * The header's search, a combobox (WAI-ARIA APG): as one types, titles of live services are suggested under it;
 * the arrows move through them, Enter or a click searches for the one chosen, Escape closes the list. Enter on the
 * text itself searches for the text.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  const [combobox, setCombobox] = useState<ComboboxState>(closedCombobox);
  const navigate = useNavigate();
  const intl = useIntl();

  useEffect(() => {
    const timer = window.setTimeout(() => setTyped(text.trim()), suggestDelayMs);
    return () => window.clearTimeout(timer);
  }, [text]);

  const { data } = useOfferSuggestions(typed);
  const suggestions = typed.length >= 2 ? (data?.suggestions ?? noSuggestions) : noSuggestions;
  const expanded = combobox.open && suggestions.length > 0;

  function search(q: string) {
    setCombobox(closedCombobox);
    if (q) void navigate(paths.browse({ q }));
  }

  function pick(suggestion: string) {
    setText(suggestion);
    search(suggestion);
  }

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(text.trim());
  }

  function handleKey(event: KeyboardEvent<HTMLInputElement>) {
    const result = pressComboboxKey(expanded ? combobox : closedCombobox, event.key, suggestions.length);
    setCombobox(result.state);
    if (result.handled) event.preventDefault();
    const picked = result.pick === undefined ? undefined : suggestions[result.pick];
    if (picked !== undefined) pick(picked);
  }

  return (
    <form role="search" onSubmit={submitSearch} className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        name="q"
        role="combobox"
        aria-label={intl.formatMessage({ id: 'app.search.label' })}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && combobox.active >= 0 ? optionId(combobox.active) : undefined}
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'app.search.placeholder' })}
        value={text}
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          setCombobox({ open: true, active: -1 });
        }}
        onKeyDown={handleKey}
        onBlur={() => setCombobox(closedCombobox)}
        className="ps-9"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage({ id: 'app.search.suggestions' })}
        hidden={!expanded}
        className="absolute start-0 end-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-border bg-card py-1 text-card-foreground shadow-lg"
      >
        {expanded
          ? suggestions.map((suggestion, index) => (
              <li
                key={suggestion}
                id={optionId(index)}
                role="option"
                aria-selected={index === combobox.active}
                // Keeps the focus in the box, so the list is not closed by its blur before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
                className={cn(
                  'cursor-pointer truncate px-3 py-2 text-sm',
                  index === combobox.active ? 'bg-accent text-accent-foreground' : 'hover:bg-secondary',
                )}
              >
                {suggestion}
              </li>
            ))
          : null}
      </ul>
    </form>
  );
}
