import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-24 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-sm text-card-foreground',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'focus-visible:border-primary',
        className,
      )}
      {...props}
    />
  );
}
