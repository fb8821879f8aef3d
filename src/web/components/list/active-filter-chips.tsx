import { useId } from 'react';
import { X } from 'lucide-react';
import { type Category, findCategoryBySlug } from '#shared/categories.ts';
import { paymentTypeLabels } from '#shared/constants.ts';
import { hasPriceRange, type ListParams, type MarketListParams } from '#web/components/list/list-params.ts';
import { describePriceRange, sortLabels } from '#web/components/list/price-range.ts';

type Chip = { key: string; label: string; removal: Partial<MarketListParams> };

const isMarketList = (params: ListParams | MarketListParams): params is MarketListParams => 'coins' in params;

function listChips(params: ListParams | MarketListParams): Chip[] {
  const chips: Chip[] = [];
  if (params.q) chips.push({ key: 'q', label: `“${params.q}”`, removal: { q: '' } });
  const category: Category | undefined = params.category ? findCategoryBySlug(params.category) : undefined;
  if (category) chips.push({ key: 'category', label: category.name, removal: { category: undefined } });
  if (params.payment) {
    chips.push({ key: 'payment', label: paymentTypeLabels[params.payment], removal: { payment: undefined } });
  }
  if (!isMarketList(params)) return chips;
  if (hasPriceRange(params)) {
    const removal = { minPrice: undefined, maxPrice: undefined };
    chips.push({ key: 'price', label: describePriceRange(params, params.currency), removal });
  }
  if (params.coins) chips.push({ key: 'coins', label: 'Accepts Dragon Coins', removal: { coins: false } });
  if (params.barter) chips.push({ key: 'barter', label: 'Open to barter', removal: { barter: false } });
  // The sort is always shown by its select; a chip only for one chosen over the default.
  if (params.sort) {
    chips.push({ key: 'sort', label: `Sorted by ${sortLabels[params.sort]}`, removal: { sort: undefined } });
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
  const chips = listChips(params);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span id={labelId} className="text-muted-foreground">
        Active filters:
      </span>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li
            key={chip.key}
            className="inline-flex items-center gap-1 rounded-full bg-accent py-0.5 pr-1 pl-3 text-accent-foreground"
          >
            <span className="font-medium">{chip.label}</span>
            <button
              type="button"
              aria-label={`Remove filter ${chip.label}`}
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
