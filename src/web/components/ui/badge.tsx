import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

const variantClasses = {
  neutral: 'bg-secondary text-secondary-foreground',
  accent: 'bg-accent text-accent-foreground',
  primary: 'bg-primary text-primary-foreground',
  outline: 'border border-border text-foreground',
} as const;

type BadgeProps = ComponentProps<'span'> & { variant?: keyof typeof variantClasses };

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        '[&_svg]:size-3 [&_svg]:shrink-0',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}
