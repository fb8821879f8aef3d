import { useId } from 'react';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type CurrencyCode, currencies } from '#shared/currency.ts';
import { isLocale, localeNames, locales } from '#shared/locales.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useDisplayCurrency, useSavePreferences } from '#web/lib/preferences.ts';
import { type ThemePreference, useThemePreference } from '#web/lib/theme.ts';

const themeChoices: { value: ThemePreference; label: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

const failedMessage = 'Failed to update profile. Please try again.';

/** Theme, language and display currency: applied at once, kept on this device and on the profile. */
export function PreferencesSection() {
  const themePreference = useThemePreference();
  const currency = useDisplayCurrency();
  const save = useSavePreferences();
  const currencyId = useId();
  const languageId = useId();
  const intl = useIntl();

  return (
    <Card className="p-6">
      <section aria-labelledby="preferences-title">
        <h2 id="preferences-title" className="text-lg font-semibold">
          Preferences
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Saved on your profile, so they follow you to every device you sign in on.
        </p>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium">Theme</legend>
          <div className="mt-2 grid grid-cols-3 gap-2 sm:max-w-sm">
            {themeChoices.map(({ value, label, icon: Icon }) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center justify-center gap-2 rounded-md border border-input px-3 py-2 text-sm font-medium',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  themePreference === value && 'border-primary bg-accent text-accent-foreground',
                )}
              >
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  checked={themePreference === value}
                  onChange={() => save.mutate({ theme: value })}
                  className="sr-only"
                />
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 sm:max-w-sm">
          <label htmlFor={languageId} className="text-sm font-medium">
            <FormattedMessage id="components.language.label" />
          </label>
          <NativeSelect
            id={languageId}
            className="mt-2"
            value={intl.locale}
            onChange={(event) => {
              const chosen = event.target.value;
              if (isLocale(chosen)) save.mutate({ language: chosen });
            }}
          >
            {locales.map((code) => (
              <option key={code} value={code} lang={code}>
                {localeNames[code]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="mt-4 sm:max-w-sm">
          <label htmlFor={currencyId} className="text-sm font-medium">
            Display currency
          </label>
          <NativeSelect
            id={currencyId}
            className="mt-2"
            value={currency}
            onChange={(event) => save.mutate({ currency: event.target.value as CurrencyCode })}
          >
            {currencies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code} ({c.symbol.trim()}) {c.name}
              </option>
            ))}
          </NativeSelect>
          <p className="mt-1 text-xs text-muted-foreground">
            Amounts are kept in US dollars and shown converted at fixed rates.
          </p>
        </div>
        <p role="status" className="mt-3 min-h-5 text-sm text-muted-foreground">
          {save.isSuccess ? 'Preferences saved' : ''}
        </p>
        {save.isError ? (
          <Alert tone="error" className="mt-2">
            {save.error instanceof ApiError && save.error.message ? save.error.message : failedMessage}
          </Alert>
        ) : null}
      </section>
    </Card>
  );
}
