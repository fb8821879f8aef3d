import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buildPageItems } from '#web/lib/pagination.ts';
import { cn } from '#web/lib/cn.ts';

type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
};

const itemClasses =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium transition-colors';

/** Previous, numbered pages with ellipses, Next. Renders nothing for a single page. */
export function Pagination({ page, pageCount, onPageChange, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className={cn('flex flex-wrap items-center justify-center gap-1', className)}>
      <button
        type="button"
        className={cn(itemClasses, 'hover:bg-secondary disabled:pointer-events-none disabled:opacity-50')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </button>
      {buildPageItems(page, pageCount).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            className={cn(itemClasses, item === page ? 'bg-primary text-primary-foreground' : 'hover:bg-secondary')}
            onClick={() => onPageChange(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} aria-hidden="true" className={cn(itemClasses, 'text-muted-foreground')}>
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={cn(itemClasses, 'hover:bg-secondary disabled:pointer-events-none disabled:opacity-50')}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
