import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { buildPageItems } from '#web/lib/pagination.ts';
import { cn } from '#web/lib/cn.ts';

type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /**
   * The address of a page, where pages have one (the public lists): the pager is then links, which work before
   * the script has run and without it, and open in a new tab; a plain click still pages in place.
   */
  hrefFor?: (page: number) => string;
  className?: string;
};

const itemClasses =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium transition-colors';
const stepClasses = cn(itemClasses, 'hover:bg-secondary disabled:pointer-events-none disabled:opacity-50');

type PageItemProps = {
  target: number;
  hrefFor: PaginationProps['hrefFor'];
  onPageChange: (page: number) => void;
  disabled?: boolean;
  className: string;
  children: ReactNode;
  label?: string;
  current?: boolean;
};

function PageItem({
  target,
  hrefFor,
  onPageChange,
  disabled = false,
  className,
  children,
  label,
  current,
}: PageItemProps) {
  const shared = { 'aria-label': label, 'aria-current': current ? ('page' as const) : undefined, className };
  if (!hrefFor) {
    return (
      <button type="button" disabled={disabled} onClick={() => onPageChange(target)} {...shared}>
        {children}
      </button>
    );
  }
  // No page to go to: shown, but not a link.
  if (disabled) {
    return (
      <span aria-disabled="true" {...shared} className={cn(className, 'pointer-events-none opacity-50')}>
        {children}
      </span>
    );
  }
  const click = (event: MouseEvent) => {
    // A new tab or window keeps the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPageChange(target);
  };
  return (
    <Link to={hrefFor(target)} onClick={click} {...shared}>
      {children}
    </Link>
  );
}

/** Previous, numbered pages with ellipses, Next. Renders nothing for a single page. */
export function Pagination({ page, pageCount, onPageChange, hrefFor, className }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const common = { hrefFor, onPageChange };
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'components.pagination.label' })}
      className={cn('flex flex-wrap items-center justify-center gap-1', className)}
    >
      <PageItem target={page - 1} disabled={page <= 1} className={stepClasses} {...common}>
        <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <FormattedMessage id="components.pagination.previous" />
      </PageItem>
      {buildPageItems(page, pageCount).map((item) =>
        typeof item === 'number' ? (
          <PageItem
            key={item}
            target={item}
            label={intl.formatMessage({ id: 'components.pagination.page' }, { page: String(item) })}
            current={item === page}
            className={cn(itemClasses, item === page ? 'bg-primary text-primary-foreground' : 'hover:bg-secondary')}
            {...common}
          >
            {item}
          </PageItem>
        ) : (
          <span key={item} aria-hidden="true" className={cn(itemClasses, 'text-muted-foreground')}>
            …
          </span>
        ),
      )}
      <PageItem target={page + 1} disabled={page >= pageCount} className={stepClasses} {...common}>
        <FormattedMessage id="components.pagination.next" />
        <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </PageItem>
    </nav>
  );
}
