import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm text-card-foreground',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'focus-visible:border-primary',
        className,
      )}
      {...props}
    />
  );
}
