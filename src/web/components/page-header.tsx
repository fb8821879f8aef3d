import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Actions shown beside the title on wide screens and below it on phones. */
  children?: ReactNode;
  className?: string;
};

/** The page's single h1 with its one-line description. */
export function PageHeader({ title, description, children, className }: PageHeaderProps) {
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0">
        <h1 className="text-3xl font-bold tracking-tight text-balance">{title}</h1>
        {description ? <p className="mt-2 text-muted-foreground text-pretty">{description}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
