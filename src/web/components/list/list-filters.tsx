import { type ReactNode, useCallback, useId } from 'react';
import { LayoutGrid, List, X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Category } from '#shared/categories.ts';
import { paymentTypes } from '#shared/constants.ts';
import { nameCategory } from '#web/components/category-names.ts';
import { paymentTypeMessages } from '#web/components/payment-types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { hasActiveFilters, type ListParams, type ListView } from '#web/components/list/list-params.ts';
import { ListSearchBox } from '#web/components/list/list-search-box.tsx';
import type { ListChangeOptions } from '#web/components/list/use-list-params.ts';
import { cn } from '#web/lib/cn.ts';

type ListFiltersProps = {
  params: ListParams;
  categories: readonly Category[];
  searchLabel: string;
  searchPlaceholder?: string;
  /** True when 'Clear Filters' has something to clear; by default, a search, category or payment type. */
  filtered?: boolean;
  /** A list's own filters, shown beside the category and payment type. */
  children?: ReactNode;
  onChange: (change: Partial<ListParams>, options?: ListChangeOptions) => void;
  onClear: () => void;
};

export function ListFilters({
  params,
  categories,
  searchLabel,
  searchPlaceholder,
  filtered = hasActiveFilters(params),
  children,
  onChange,
  onClear,
}: ListFiltersProps) {
  const categoryId = useId();
  const paymentId = useId();
  const intl = useIntl();
  const commitSearch = useCallback((q: string, options: ListChangeOptions) => onChange({ q }, options), [onChange]);

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <ListSearchBox value={params.q} label={searchLabel} placeholder={searchPlaceholder} onCommit={commitSearch} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-44 flex-1 flex-col gap-1.5">
          <label htmlFor={categoryId} className="text-sm font-medium">
            <FormattedMessage id="components.listFilters.category" />
          </label>
          <NativeSelect
            id={categoryId}
            value={params.category ?? ''}
            onChange={(event) => onChange({ category: event.target.value || undefined })}
          >
            <option value="">{intl.formatMessage({ id: 'components.listFilters.allCategories' })}</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {nameCategory(category.slug, intl)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-44 flex-1 flex-col gap-1.5">
          <label htmlFor={paymentId} className="text-sm font-medium">
            <FormattedMessage id="components.listFilters.paymentType" />
          </label>
          <NativeSelect
            id={paymentId}
            value={params.payment ?? ''}
            onChange={(event) => {
              const payment = paymentTypes.find((type) => type === event.target.value);
              onChange({ payment });
            }}
          >
            <option value="">{intl.formatMessage({ id: 'components.listFilters.allPaymentTypes' })}</option>
            {paymentTypes.map((type) => (
              <option key={type} value={type}>
                {intl.formatMessage({ id: paymentTypeMessages[type] })}
              </option>
            ))}
          </NativeSelect>
        </div>
        {children}
        <ViewToggle view={params.view} onChange={(view) => onChange({ view }, { replace: true })} />
        <Button variant="outline" onClick={onClear} disabled={!filtered}>
          <X aria-hidden="true" />
          <FormattedMessage id="components.listFilters.clear" />
        </Button>
      </div>
    </div>
  );
}

const views = [
  { view: 'grid', label: 'components.listFilters.gridView', Icon: LayoutGrid },
  { view: 'list', label: 'components.listFilters.listView', Icon: List },
] as const;

function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const intl = useIntl();
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'components.listFilters.layout' })}
      className="flex h-10 rounded-md border border-input bg-card p-0.5"
    >
      {views.map((option) => (
        <button
          key={option.view}
          type="button"
          aria-label={intl.formatMessage({ id: option.label })}
          aria-pressed={view === option.view}
          title={intl.formatMessage({ id: option.label })}
          onClick={() => onChange(option.view)}
          className={cn(
            'grid w-9 place-items-center rounded-[5px] transition-colors',
            view === option.view ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-secondary',
          )}
        >
          <option.Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </div>
  );
}
