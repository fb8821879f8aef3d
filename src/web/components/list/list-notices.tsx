import type { ReactNode } from 'react';
import { CircleAlert, SearchX } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

// What a list area shows instead of its items: nothing found, or a failed load.

function ListNotice({ tone, children }: { tone: 'empty' | 'error'; children: ReactNode }) {
  const Icon = tone === 'empty' ? SearchX : CircleAlert;
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center',
        tone === 'error' ? 'border-destructive/40' : 'border-border',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('size-10', tone === 'error' ? 'text-destructive' : 'text-muted-foreground')}
      />
      {children}
    </div>
  );
}

type ListEmptyProps = {
  /** Plural, lower case: 'services', 'proposals'. */
  noun: string;
  /** What to say: one text for a filtered list, one for a list with nothing in it yet. */
  hint: { filtered: string; unfiltered?: string };
  filtered: boolean;
  /** Offers 'Clear all filters' on a filtered list. */
  onClear?: () => void;
};

export function ListEmpty({ noun, hint, filtered, onClear }: ListEmptyProps) {
  const text = filtered ? hint.filtered : hint.unfiltered;
  return (
    <ListNotice tone="empty">
      <p className="text-lg font-semibold">
        <FormattedMessage id="components.listNotices.emptyTitle" values={{ noun }} />
      </p>
      {text ? <p className="max-w-md text-sm text-muted-foreground text-pretty">{text}</p> : null}
      {filtered && onClear ? (
        <Button variant="outline" onClick={onClear}>
          <FormattedMessage id="components.listNotices.clearAll" />
        </Button>
      ) : null}
    </ListNotice>
  );
}

export function ListError({ noun, onRetry }: { noun: string; onRetry: () => void }) {
  return (
    <ListNotice tone="error">
      <p className="font-semibold">
        <FormattedMessage id="components.listNotices.errorTitle" values={{ noun }} />
      </p>
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="components.listNotices.errorHint" />
      </p>
      <Button variant="outline" onClick={onRetry}>
        <FormattedMessage id="components.listNotices.retry" />
      </Button>
    </ListNotice>
  );
}
