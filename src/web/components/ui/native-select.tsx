import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

// A styled native <select>: the platform's own picker works everywhere (phones included), is keyboard and screen
// reader friendly, and tests reach it by its label.
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'h-10 w-full appearance-none rounded-md border border-input bg-card py-0 ps-3 pe-9 text-sm text-card-foreground',
          'disabled:cursor-not-allowed disabled:opacity-50 focus-visible:border-primary',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
