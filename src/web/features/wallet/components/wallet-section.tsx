import { type ReactNode, useId } from 'react';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';

type WalletSectionProps = { title: string; description?: ReactNode; className?: string; children: ReactNode };

/** A titled card of the wallet page; named by its heading, so it is a region screen readers can jump to. */
export function WalletSection({ title, description, className, children }: WalletSectionProps) {
  const titleId = useId();
  return (
    <Card className={cn('flex flex-col gap-4 p-6', className)}>
      <section aria-labelledby={titleId} className="flex flex-1 flex-col gap-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted-foreground text-pretty">{description}</p> : null}
        </div>
        {children}
      </section>
    </Card>
  );
}
