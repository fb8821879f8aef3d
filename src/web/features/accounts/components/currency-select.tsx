import { type ComponentProps, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type CurrencyCode, currencies } from '#shared/currency.ts';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { currencyNamer } from '#web/lib/currency-names.ts';

type CurrencySelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: CurrencyCode;
  onChange: (code: CurrencyCode) => void;
};

/**
 * Every display currency (the spec's ten first, then the others by code), each as its code, its symbol where that
 * is not the code, and its name in the page's language: 'EUR (€) Euro', 'AED UAE Dirham'. The platform's select
 * finds an option as its code is typed.
 */
export function CurrencySelect({ value, onChange, ...props }: CurrencySelectProps) {
  const { locale } = useIntl();
  const options = useMemo(() => {
    const nameOf = currencyNamer(locale);
    return currencies.map(({ code, symbol }) => {
      const shownSymbol = symbol.trim() === code ? '' : ` (${symbol.trim()})`;
      const name = nameOf(code);
      return { code, label: `${code}${shownSymbol}${name ? ` ${name}` : ''}` };
    });
  }, [locale]);
  return (
    <NativeSelect
      {...props}
      value={value}
      onChange={(event) => {
        const chosen = currencies.find((currency) => currency.code === event.target.value);
        if (chosen) onChange(chosen.code);
      }}
    >
      {options.map(({ code, label }) => (
        <option key={code} value={code}>
          {label}
        </option>
      ))}
    </NativeSelect>
  );
}
