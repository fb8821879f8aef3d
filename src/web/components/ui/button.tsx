import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '#web/lib/cn.ts';

const variantClasses = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
  outline: 'border border-input bg-transparent hover:bg-secondary',
  ghost: 'bg-transparent hover:bg-secondary',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive-hover',
  link: 'h-auto px-0 text-primary underline-offset-4 hover:underline',
} as const;

const sizeClasses = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variantClasses;
  size?: keyof typeof sizeClasses;
  /** Renders the single child (a Link, an <a>) with the button's look, keeping the child's element and role. */
  asChild?: boolean;
};

export function Button({ variant = 'primary', size = 'md', asChild = false, className, type, ...props }: ButtonProps) {
  const classes = cn(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    sizeClasses[size],
    variantClasses[variant],
    className,
  );
  if (asChild) return <Slot.Root className={classes} {...props} />;
  // Buttons default to type="button" so one inside a form never submits it by accident.
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
