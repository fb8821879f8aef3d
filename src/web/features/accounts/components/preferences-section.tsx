import { useId } from 'react';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isLocale, localeNames, locales } from '#shared/locales.ts';
import { ApproximateRateNote } from '#web/components/approximate-rate-note.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { CurrencySelect } from '#web/features/accounts/components/currency-select.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useDisplayCurrency, useSavePreferences } from '#web/lib/preferences.ts';
import { type ThemePreference, useThemePreference } from '#web/lib/theme.ts';
import { readErrorMessage } from '#web/lib/form-errors.ts';

// Each choice's label is a message id.
const themeChoices = [
  { value: 'light', label: 'accounts.preferences.themeLight', icon: Sun },
  { value: 'dark', label: 'accounts.preferences.themeDark', icon: Moon },
  { value: 'system', label: 'accounts.preferences.themeSystem', icon: Monitor },
] as const satisfies readonly { value: ThemePreference; label: string; icon: LucideIcon }[];

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
          <FormattedMessage id="accounts.preferences.title" />
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          <FormattedMessage id="accounts.preferences.description" />
        </p>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium">
            <FormattedMessage id="accounts.preferences.theme" />
          </legend>
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
                <FormattedMessage id={label} />
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
            <FormattedMessage id="accounts.preferences.currency" />
          </label>
          <CurrencySelect
            id={currencyId}
            className="mt-2"
            value={currency}
            onChange={(code) => save.mutate({ currency: code })}
          />
          <p className="mt-1 text-xs text-muted-foreground">
            <FormattedMessage id="accounts.preferences.currencyHint" />
          </p>
          <ApproximateRateNote code={currency} className="mt-1" />
        </div>
        <p role="status" className="mt-3 min-h-5 text-sm text-muted-foreground">
          {save.isSuccess ? intl.formatMessage({ id: 'accounts.preferences.saved' }) : ''}
        </p>
        {save.isError ? (
          <Alert tone="error" className="mt-2">
            {save.error instanceof ApiError && save.error.message
              ? readErrorMessage(save.error, intl)
              : intl.formatMessage({ id: 'accounts.preferences.failed' })}
          </Alert>
        ) : null}
      </section>
    </Card>
  );
}
