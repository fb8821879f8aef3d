import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** The content column every page sits in, so widths and gutters match across layouts. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10', className)} {...props} />;
}
