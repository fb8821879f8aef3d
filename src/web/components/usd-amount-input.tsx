import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatApproximateMoney } from '#shared/currency.ts';
import type { FieldControlProps } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useDisplayCurrency } from '#web/lib/preferences.ts';
import { formatUsdAmount, parseUsdAmount } from '#web/lib/usd-amount.ts';

type UsdAmountInputProps = FieldControlProps & {
  /** USD cents; NaN while the box holds something that is not an amount. */
  value: number | undefined;
  onChange: (cents: number | undefined) => void;
  onBlur?: () => void;
  name?: string;
};

/**
 * A cash amount typed in dollars, as it is paid, with the figure in the viewer's display currency beside it when
 * that is not USD.
 */
export function UsdAmountInput({ value, onChange, onBlur, name, ...field }: UsdAmountInputProps) {
  const currency = useDisplayCurrency();
  const intl = useIntl();
  const [text, setText] = useState(() => formatUsdAmount(value));
  const converted = currency !== 'USD' && value !== undefined && Number.isFinite(value) && value > 0;
  return (
    <div className="flex items-center gap-3">
      <div className="relative w-full max-w-48">
        <span aria-hidden className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-sm">
          $
        </span>
        <Input
          {...field}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          className="ps-7"
          value={text}
          onBlur={onBlur}
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseUsdAmount(event.target.value));
          }}
        />
      </div>
      {converted ? (
        <span className="text-sm whitespace-nowrap text-muted-foreground">
          {formatApproximateMoney(value, currency, { locale: intl.locale })}
        </span>
      ) : null}
    </div>
  );
}
