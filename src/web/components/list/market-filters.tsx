import { type FocusEvent, type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type OfferSort, offerSorts } from '#shared/constants.ts';
import type { CurrencyCode } from '#shared/currency.ts';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { hasPriceRange, type MarketListParams, sortFor } from '#web/components/list/list-params.ts';
import {
  checkPriceRange,
  type PriceRangeProblem,
  priceRangeProblemMessage,
  sortLabels,
} from '#web/components/list/price-range.ts';

// The marketplace lists' own controls: the sort (beside the page size), and the price range and payment switches
// (in the filters). Each change goes to the address, which starts the list again at page 1.

type Change = (change: Partial<MarketListParams>) => void;

export function SortSelect({ params, onChange }: { params: MarketListParams; onChange: Change }) {
  const id = useId();
  const intl = useIntl();
  // Relevance means something only for a search.
  const sorts = offerSorts.filter((sort) => sort !== 'relevance' || params.q);
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="whitespace-nowrap text-muted-foreground">
        <FormattedMessage id="components.marketFilters.sortBy" />
      </label>
      <NativeSelect
        id={id}
        value={sortFor(params)}
        onChange={(event) => onChange({ sort: sorts.find((sort) => sort === event.target.value) })}
        className="w-48"
      >
        {sorts.map((sort: OfferSort) => (
          <option key={sort} value={sort}>
            {intl.formatMessage({ id: sortLabels[sort] })}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

const boundText = (value: number | undefined) => (value === undefined ? '' : String(value));

type PriceRangeFieldsProps = {
  params: MarketListParams;
  /** The viewer's display currency, which a new range is typed in. */
  displayCurrency: CurrencyCode;
  onChange: Change;
};

/**
 * Minimum and maximum price, applied on Enter or when the range is left. A range keeps the currency it was typed in
 * (a shared link says what its sender meant), so the boxes are labelled with that one while it is set.
 */
export function PriceRangeFields({ params, displayCurrency, onChange }: PriceRangeFieldsProps) {
  const id = useId();
  const intl = useIntl();
  const errorId = `${id}-error`;
  const currency = hasPriceRange(params) ? params.currency : displayCurrency;
  const [minText, setMinText] = useState(boundText(params.minPrice));
  const [maxText, setMaxText] = useState(boundText(params.maxPrice));
  const [seen, setSeen] = useState({ min: params.minPrice, max: params.maxPrice });
  const [error, setError] = useState<PriceRangeProblem | null>(null);

  // The address changed elsewhere (a chip, Back, 'Clear Filters'): the boxes follow it.
  if (seen.min !== params.minPrice || seen.max !== params.maxPrice) {
    setSeen({ min: params.minPrice, max: params.maxPrice });
    setMinText(boundText(params.minPrice));
    setMaxText(boundText(params.maxPrice));
    setError(null);
  }

  const apply = () => {
    const range = checkPriceRange(minText, maxText);
    if ('problem' in range) {
      setError(range.problem);
      return;
    }
    setError(null);
    if (range.minPrice === params.minPrice && range.maxPrice === params.maxPrice) return;
    onChange({ ...range, currency });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
  };

  // Leaving the range applies it; moving between its boxes does not, so one range makes one history entry.
  const leave = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) apply();
  };

  const inputProps = (field: 'min' | 'max') => ({
    type: 'text',
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    'aria-invalid': error?.field === field ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  });

  return (
    <form onSubmit={submit} onBlur={leave} className="flex min-w-44 flex-1 flex-col gap-1.5" noValidate>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">
          <FormattedMessage id="components.marketFilters.price" values={{ currency }} />
        </legend>
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-min`} className="sr-only">
            <FormattedMessage id="components.marketFilters.minPrice" values={{ currency }} />
          </label>
          <Input
            id={`${id}-min`}
            placeholder={intl.formatMessage({ id: 'components.marketFilters.min' })}
            value={minText}
            onChange={(event) => setMinText(event.target.value)}
            {...inputProps('min')}
          />
          <span aria-hidden="true" className="text-muted-foreground">
            –
          </span>
          <label htmlFor={`${id}-max`} className="sr-only">
            <FormattedMessage id="components.marketFilters.maxPrice" values={{ currency }} />
          </label>
          <Input
            id={`${id}-max`}
            placeholder={intl.formatMessage({ id: 'components.marketFilters.max' })}
            value={maxText}
            onChange={(event) => setMaxText(event.target.value)}
            {...inputProps('max')}
          />
        </div>
      </fieldset>
      {/* Enter in either box applies the range; the button is for those who look for one. */}
      <button type="submit" className="sr-only">
        <FormattedMessage id="components.marketFilters.apply" />
      </button>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          <FormattedMessage id={priceRangeProblemMessage(error)} />
        </p>
      ) : null}
    </form>
  );
}

export function PaymentSwitches({ params, onChange }: { params: MarketListParams; onChange: Change }) {
  const coinsId = useId();
  const barterId = useId();
  const intl = useIntl();
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'components.marketFilters.paymentOptions' })}
      className="flex h-10 flex-wrap items-center gap-x-4 gap-y-1"
    >
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          id={coinsId}
          checked={params.coins}
          onChange={(event) => onChange({ coins: event.target.checked })}
          className="size-4 shrink-0 accent-primary"
        />
        <label htmlFor={coinsId} className="text-sm whitespace-nowrap">
          <FormattedMessage id="components.marketFilters.coins" />
        </label>
      </div>
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          id={barterId}
          checked={params.barter}
          onChange={(event) => onChange({ barter: event.target.checked })}
          className="size-4 shrink-0 accent-primary"
        />
        <label htmlFor={barterId} className="text-sm whitespace-nowrap">
          <FormattedMessage id="components.marketFilters.barter" />
        </label>
      </div>
    </div>
  );
}
