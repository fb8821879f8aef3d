import type { LucideIcon } from 'lucide-react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';

type MessageId = NonNullable<MessageDescriptor['id']>;

/** A point: its icon, and the ids of its title and its text. */
export type IconCardItem = { icon: LucideIcon; title: MessageId; text: MessageId };

type IconCardListProps = {
  items: readonly IconCardItem[];
  /** What the texts' {arguments} stand for. */
  values?: Record<string, string>;
  /** Beside the text suits wide cards; above it, narrow ones. */
  iconPosition?: 'beside' | 'above';
  /** The grid's columns. */
  className?: string;
};

/** A grid of short points, each a card with an icon, a title and a sentence or two. */
export function IconCardList({ items, values, iconPosition = 'above', className }: IconCardListProps) {
  const beside = iconPosition === 'beside';
  return (
    <ul className={cn('mt-6 grid gap-4', className)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card className={cn('h-full p-5', beside && 'flex gap-4')}>
            <Icon aria-hidden="true" className={cn('size-6 shrink-0 text-primary', beside && 'mt-0.5')} />
            <div className={beside ? undefined : 'mt-3'}>
              <h3 className="font-semibold">
                <FormattedMessage id={title} />
              </h3>
              <p className="mt-1 text-muted-foreground">
                <FormattedMessage id={text} values={values} />
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
