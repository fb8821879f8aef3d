import { useId } from 'react';
import { X } from 'lucide-react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { type Category, findCategoryBySlug } from '#shared/categories.ts';
import { nameCategory } from '#web/components/category-names.ts';
import { paymentTypeMessages } from '#web/components/payment-types.ts';
import { hasPriceRange, type ListParams, type MarketListParams } from '#web/components/list/list-params.ts';
import { priceRangeMessage, sortLabels } from '#web/components/list/price-range.ts';

type Chip = { key: string; label: string; removal: Partial<MarketListParams> };

const isMarketList = (params: ListParams | MarketListParams): params is MarketListParams => 'coins' in params;

function listChips(params: ListParams | MarketListParams, intl: IntlShape): Chip[] {
  const chips: Chip[] = [];
  if (params.q) {
    const label = intl.formatMessage({ id: 'components.filterChips.search' }, { query: params.q });
    chips.push({ key: 'q', label, removal: { q: '' } });
  }
  const category: Category | undefined = params.category ? findCategoryBySlug(params.category) : undefined;
  if (category) {
    chips.push({ key: 'category', label: nameCategory(category.slug, intl), removal: { category: undefined } });
  }
  if (params.payment) {
    const label = intl.formatMessage({ id: paymentTypeMessages[params.payment] });
    chips.push({ key: 'payment', label, removal: { payment: undefined } });
  }
  if (!isMarketList(params)) return chips;
  const range = hasPriceRange(params) ? priceRangeMessage(params, params.currency, intl) : null;
  if (range) {
    const removal = { minPrice: undefined, maxPrice: undefined };
    chips.push({ key: 'price', label: intl.formatMessage({ id: range.id }, range.values), removal });
  }
  if (params.coins) {
    const label = intl.formatMessage({ id: 'components.filterChips.coins' });
    chips.push({ key: 'coins', label, removal: { coins: false } });
  }
  if (params.barter) {
    const label = intl.formatMessage({ id: 'components.filterChips.barter' });
    chips.push({ key: 'barter', label, removal: { barter: false } });
  }
  // The sort is always shown by its select; a chip only for one chosen over the default.
  if (params.sort) {
    const sort = intl.formatMessage({ id: sortLabels[params.sort] });
    const label = intl.formatMessage({ id: 'components.filterChips.sortedBy' }, { sort });
    chips.push({ key: 'sort', label, removal: { sort: undefined } });
  }
  return chips;
}

type ActiveFilterChipsProps = {
  params: ListParams | MarketListParams;
  onRemove: (change: Partial<MarketListParams>) => void;
};

/** One chip per filter in use (and for a chosen sort); each chip's button removes its filter. */
export function ActiveFilterChips({ params, onRemove }: ActiveFilterChipsProps) {
  const labelId = useId();
  const intl = useIntl();
  const chips = listChips(params, intl);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span id={labelId} className="text-muted-foreground">
        <FormattedMessage id="components.filterChips.label" />
      </span>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li
            key={chip.key}
            className="inline-flex items-center gap-1 rounded-full bg-accent py-0.5 ps-3 pe-1 text-accent-foreground"
          >
            <span className="font-medium">{chip.label}</span>
            <button
              type="button"
              aria-label={intl.formatMessage({ id: 'components.filterChips.remove' }, { filter: chip.label })}
              onClick={() => onRemove(chip.removal)}
              className="grid size-6 place-items-center rounded-full hover:bg-background/60"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
