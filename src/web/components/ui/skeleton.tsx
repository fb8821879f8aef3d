import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A placeholder block shown while content loads; hidden from assistive technology, which hears the busy region. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
