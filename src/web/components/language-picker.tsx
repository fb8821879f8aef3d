import { useIntl } from 'react-intl';
import { isLocale, localeNames, locales } from '#shared/locales.ts';
import { cn } from '#web/lib/cn.ts';
import { useSavePreferences } from '#web/lib/preferences.ts';

/**
 * The language of every page: each named in its own words, so anyone can find theirs. A native select, light enough
 * for every page's first load; a member's choice is saved on their profile too (lib/preferences.ts).
 */
export function LanguagePicker({ className }: { className?: string }) {
  const intl = useIntl();
  const savePreferences = useSavePreferences();
  const locale = isLocale(intl.locale) ? intl.locale : 'en';
  return (
    <select
      name="language"
      aria-label={intl.formatMessage({ id: 'components.language.label' })}
      value={locale}
      onChange={(event) => {
        const chosen = event.target.value;
        if (isLocale(chosen)) savePreferences.mutate({ language: chosen });
      }}
      className={cn(
        'h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      {locales.map((code) => (
        <option key={code} value={code} lang={code}>
          {localeNames[code]}
        </option>
      ))}
    </select>
  );
}
