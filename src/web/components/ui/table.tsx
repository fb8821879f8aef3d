import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

// The tables of records (My Offers, the admin panel's lists). One markup for every width: a table from md up; on a
// phone each row stacks into a block and each cell is labelled by its column (`label`, drawn from data-label by CSS),
// so no column hides past the screen's edge and the page never scrolls sideways. The rows keep their table roles.
// The parts carry no padding: each table sets its own, and its own look for a row on a phone.

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return <table className={cn('w-full text-start text-sm max-md:block', className)} {...props} />;
}

/** The column headers, left to screen readers on a phone, where every cell names its column itself. */
export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('max-md:sr-only', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('max-md:flex max-md:flex-col', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn('border-b border-border last:border-0 max-md:flex max-md:flex-col max-md:gap-2', className)}
      {...props}
    />
  );
}

// Aligned on the th itself: Chromium centres a header cell whose table is only 'start' aligned.
export function TableColumnHeader({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('text-start font-medium', className)} {...props} />;
}

type TableCellProps = ComponentProps<'td'> & {
  /** The column's name, shown before the value on a phone; none for a cell that speaks for itself (a title). */
  label?: string;
};

export function TableCell({ label, className, ...props }: TableCellProps) {
  return (
    <td
      data-label={label}
      className={cn(
        'align-top',
        label
          ? cn(
              'max-md:flex max-md:items-start max-md:justify-between max-md:gap-3',
              'max-md:before:shrink-0 max-md:before:font-medium max-md:before:text-muted-foreground',
              'max-md:before:content-[attr(data-label)]',
            )
          : 'max-md:block',
        className,
      )}
      {...props}
    />
  );
}
