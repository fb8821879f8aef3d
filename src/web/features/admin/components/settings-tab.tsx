import { type FormEvent, useId, useState } from 'react';
import { Switch } from 'radix-ui';
import { FormattedMessage, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { type CoinRateField, packPriceCentsMax, packPriceCentsMin } from '#shared/coin-rates.ts';
import { limits } from '#shared/constants.ts';
import {
  autoCompleteDaysMessage,
  conversionRateMessage,
  disputeWindowDaysMessage,
  listingLifetimeDaysMessage,
  type PlatformSettingsView,
  proposalExpiryDaysMessage,
  type UpdatePlatformSettingsInput,
} from '#shared/schemas/admin.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePlatformSettings, useUpdatePlatformSettings } from '#web/features/admin/api.ts';
import { runAction } from '#web/features/admin/components/action-dialogs.tsx';
import { CurrencyRatesPanel } from '#web/features/admin/components/currency-rates-panel.tsx';
import { readRefusal } from '#web/lib/form-errors.ts';
import { cn } from '#web/lib/cn.ts';
import { useServerText } from '#web/lib/server-texts.ts';

type SettingName = keyof UpdatePlatformSettingsInput;
type DaysName = 'proposalExpiryDays' | 'autoCompleteDays' | 'disputeWindowDays' | 'listingLifetimeDays';
type NumberName = DaysName | CoinRateField;
type SwitchName = Exclude<SettingName, NumberName>;

// label, description: message ids.
const settings = [
  {
    name: 'maintenanceMode',
    label: 'admin.settings.maintenanceMode',
    description: 'admin.settings.maintenanceModeDescription',
  },
  {
    name: 'autoApproveListings',
    label: 'admin.settings.autoApprove',
    description: 'admin.settings.autoApproveDescription',
  },
  {
    name: 'rateLimitProtection',
    label: 'admin.settings.rateLimit',
    description: 'admin.settings.rateLimitDescription',
  },
] as const satisfies { name: SwitchName; label: string; description: string }[];

function SettingSwitch({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div className="min-w-0">
        <p id={labelId} className="font-medium">
          {label}
        </p>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch.Root
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
          'bg-input data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-50',
        )}
      >
        <Switch.Thumb className="block size-5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5" />
      </Switch.Root>
    </div>
  );
}

/**
 * A number setting: days as they are, money in dollars on screen and in cents on the wire (`cents`). `label` and
 * `description` are message ids, given `values`; `message` says what the field takes, in the page's language (`text`
 * translates the schema's own words).
 */
type NumberCopy = {
  label: MessageId;
  description: MessageId;
  values?: { coins: number };
  min: number;
  max: number;
  message: (intl: IntlShape, text: (text: string) => string) => string;
  cents?: true;
};
type MessageId = NonNullable<MessageDescriptor['id']>;

// The schema's own words (#shared/schemas/admin.ts), as the server would refuse the value.
const daysSettings: Record<DaysName, NumberCopy> = {
  proposalExpiryDays: {
    label: 'admin.settings.proposalExpiry',
    description: 'admin.settings.proposalExpiryDescription',
    min: limits.proposalExpiryDaysMin,
    max: limits.proposalExpiryDaysMax,
    message: (_, text) => text(proposalExpiryDaysMessage),
  },
  autoCompleteDays: {
    label: 'admin.settings.autoComplete',
    description: 'admin.settings.autoCompleteDescription',
    min: limits.autoCompleteDaysMin,
    max: limits.autoCompleteDaysMax,
    message: (_, text) => text(autoCompleteDaysMessage),
  },
  disputeWindowDays: {
    label: 'admin.settings.disputeWindow',
    description: 'admin.settings.disputeWindowDescription',
    min: limits.disputeWindowDaysMin,
    max: limits.disputeWindowDaysMax,
    message: (_, text) => text(disputeWindowDaysMessage),
  },
  listingLifetimeDays: {
    label: 'admin.settings.listingLifetime',
    description: 'admin.settings.listingLifetimeDescription',
    min: limits.listingLifetimeDaysMin,
    max: limits.listingLifetimeDaysMax,
    message: (_, text) => text(listingLifetimeDaysMessage),
  },
};

// '$0.50' and '$10,000': the prices a pack may have, in dollars.
const priceMessage = (coins: number) => (intl: IntlShape) =>
  intl.formatMessage(
    { id: 'admin.settings.packPriceRange' },
    {
      coins,
      min: intl.formatNumber(packPriceCentsMin / 100, { style: 'currency', currency: 'USD' }),
      max: intl.formatNumber(packPriceCentsMax / 100, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
    },
  );
const packPrice = (coins: number): NumberCopy => ({
  label: 'admin.settings.packPrice',
  description: 'admin.settings.packPriceDescription',
  values: { coins },
  min: packPriceCentsMin,
  max: packPriceCentsMax,
  message: priceMessage(coins),
  cents: true,
});

// The server refuses prices and a rate that would let a coin convert for more than it costs (decision 031).
const coinSettings: Record<CoinRateField, NumberCopy> = {
  coinPack100PriceCents: packPrice(100),
  coinPack500PriceCents: packPrice(500),
  coinPack1000PriceCents: packPrice(1000),
  conversionCentsPer100Coins: {
    label: 'admin.settings.conversionRate',
    description: 'admin.settings.conversionRateDescription',
    min: 1,
    max: packPriceCentsMax,
    message: (_, text) => text(conversionRateMessage),
    cents: true,
  },
};

const numberSettings: Record<NumberName, NumberCopy> = { ...daysSettings, ...coinSettings };
const numberNames = Object.keys(numberSettings) as NumberName[];

const shownValue = (copy: NumberCopy, value: number) => (copy.cents ? (value / 100).toFixed(2) : String(value));

/** The draft as the value sent, or null when it is not one: days whole, dollars to the cent. */
function parseDraft(copy: NumberCopy, draft: string): number | null {
  const pattern = copy.cents ? /^\d+(\.\d{1,2})?$/ : /^\d+$/;
  if (!pattern.test(draft.trim())) return null;
  const value = copy.cents ? Math.round(Number(draft.trim()) * 100) : Number(draft.trim());
  return value >= copy.min && value <= copy.max ? value : null;
}

/**
 * A number the platform goes by (days it waits, a price). Typing only edits a draft; leaving the field or pressing
 * Enter saves it, and the field then shows what the server saved. The server's refusal is shown under the field.
 */
function NumberSetting({
  copy,
  saved,
  saving,
  onSave,
}: {
  copy: NumberCopy;
  saved: number;
  saving: boolean;
  onSave: (value: number) => Promise<string | null>;
}) {
  const intl = useIntl();
  const text = useServerText();
  const inputId = useId();
  const descriptionId = useId();
  const errorId = useId();
  // Null while the field shows the saved value.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function commit(event?: FormEvent) {
    event?.preventDefault();
    if (draft === null || saving) return;
    const value = parseDraft(copy, draft);
    if (value === null) {
      setError(copy.message(intl, text));
      return;
    }
    setError(null);
    if (value === saved) {
      setDraft(null);
      return;
    }
    const refusal = await onSave(value);
    if (refusal === null) setDraft(null);
    else setError(refusal);
  }

  return (
    <form onSubmit={(event) => void commit(event)} className="flex items-center justify-between gap-4 py-4">
      <div className="min-w-0">
        <label htmlFor={inputId} className="font-medium">
          <FormattedMessage id={copy.label} values={copy.values} />
        </label>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          <FormattedMessage id={copy.description} values={copy.values} />
        </p>
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Input
        id={inputId}
        type="number"
        inputMode={copy.cents ? 'decimal' : 'numeric'}
        min={copy.cents ? copy.min / 100 : copy.min}
        max={copy.cents ? copy.max / 100 : copy.max}
        step={copy.cents ? 0.01 : 1}
        required
        value={draft ?? shownValue(copy, saved)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void commit()}
        aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
        aria-invalid={error ? true : undefined}
        className="w-28 shrink-0"
      />
    </form>
  );
}

/** Platform Settings: each switch is saved the moment it flips; the switch shows what the server saved. */
export function SettingsTab() {
  const intl = useIntl();
  const current = usePlatformSettings();
  const update = useUpdatePlatformSettings();

  const save = (change: UpdatePlatformSettingsInput) =>
    runAction(() => update.mutateAsync(change), intl.formatMessage({ id: 'admin.settings.saveFailed' }));
  const change = (name: SwitchName, value: boolean) => void save({ [name]: value });
  // A refused number stays in its field with the server's reason under it, rather than in a toast.
  const saveNumber = async (name: NumberName, value: number) => {
    try {
      await update.mutateAsync({ [name]: value });
      return null;
    } catch (error) {
      return readRefusal(error) ?? intl.formatMessage({ id: 'admin.settings.saveFailed' });
    }
  };

  const saved: PlatformSettingsView | undefined = current.data;
  return (
    <div className="flex flex-col gap-6">
      <Card className="p-5">
        <h2 className="text-lg font-semibold">
          <FormattedMessage id="admin.page.settingsTab" />
        </h2>
        {current.isError && !saved ? (
          <p role="alert" className="mt-4 text-sm text-muted-foreground">
            <FormattedMessage id="admin.settings.loadError" />
          </p>
        ) : !saved ? (
          <div aria-label={intl.formatMessage({ id: 'admin.list.loading' })} className="mt-4 flex flex-col gap-4">
            {[...settings.map(({ name }) => name), ...numberNames].map((name) => (
              <Skeleton key={name} className="h-12 w-full" />
            ))}
          </div>
        ) : (
          <div className="divide-y divide-border">
            {settings.map(({ name, label, description }) => (
              <SettingSwitch
                key={name}
                label={intl.formatMessage({ id: label })}
                description={intl.formatMessage({ id: description })}
                checked={saved[name]}
                disabled={update.isPending}
                onChange={(value) => change(name, value)}
              />
            ))}
            {numberNames.map((name) => (
              <NumberSetting
                key={name}
                copy={numberSettings[name]}
                saved={saved[name]}
                saving={update.isPending}
                onSave={(value) => saveNumber(name, value)}
              />
            ))}
          </div>
        )}
      </Card>
      <CurrencyRatesPanel />
    </div>
  );
}
