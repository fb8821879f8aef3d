import { type FormEvent, useId, useState } from 'react';
import { Switch } from 'radix-ui';
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
import { readRefusal } from '#web/lib/form-errors.ts';
import { cn } from '#web/lib/cn.ts';

type SettingName = keyof UpdatePlatformSettingsInput;
type DaysName = 'proposalExpiryDays' | 'autoCompleteDays' | 'disputeWindowDays' | 'listingLifetimeDays';
type NumberName = DaysName | CoinRateField;
type SwitchName = Exclude<SettingName, NumberName>;

const settings: { name: SwitchName; label: string; description: string }[] = [
  {
    name: 'maintenanceMode',
    label: 'Maintenance Mode',
    description: 'Members are sent to the maintenance page; admins keep working.',
  },
  {
    name: 'autoApproveListings',
    label: 'Auto Approve Listings',
    description: 'New listings go live at once instead of waiting for review.',
  },
  {
    name: 'rateLimitProtection',
    label: 'Rate Limit Protection',
    description: 'Limits how many changes one member, or one address when signed out, may make per minute.',
  },
];

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
        <Switch.Thumb className="block size-5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Root>
    </div>
  );
}

/** A number setting: days as they are, money in dollars on screen and in cents on the wire (`cents`). */
type NumberCopy = { label: string; description: string; min: number; max: number; message: string; cents?: true };

const daysSettings: Record<DaysName, NumberCopy> = {
  proposalExpiryDays: {
    label: 'Proposal Expiry (days)',
    description:
      'An unanswered proposal expires this many days after it was sent. A change applies to proposals sent after it.',
    min: limits.proposalExpiryDaysMin,
    max: limits.proposalExpiryDaysMax,
    message: proposalExpiryDaysMessage,
  },
  autoCompleteDays: {
    label: 'Auto-Complete (days)',
    description:
      'A delivered deal the payer does not confirm completes by itself this many days after delivery. A change applies to deals delivered after it.',
    min: limits.autoCompleteDaysMin,
    max: limits.autoCompleteDaysMax,
    message: autoCompleteDaysMessage,
  },
  disputeWindowDays: {
    label: 'Dispute Window (days)',
    description:
      'Either member of a deal may open a dispute from its acceptance until this many days after it completed.',
    min: limits.disputeWindowDaysMin,
    max: limits.disputeWindowDaysMax,
    message: disputeWindowDaysMessage,
  },
  listingLifetimeDays: {
    label: 'Listing Lifetime (days)',
    description:
      'A listing leaves the marketplace this many days after it went live or was last renewed; its owner is told a week before and renews it in one click. A change applies to listings approved or renewed after it.',
    min: limits.listingLifetimeDaysMin,
    max: limits.listingLifetimeDaysMax,
    message: listingLifetimeDaysMessage,
  },
};

const priceMessage = (coins: number) =>
  `The ${coins} DC pack's price must be between $${(packPriceCentsMin / 100).toFixed(2)} and $${(packPriceCentsMax / 100).toLocaleString('en-US')}`;
const packPrice = (coins: number): NumberCopy => ({
  label: `${coins} DC Pack Price (USD)`,
  description: `What a member pays for ${coins} Dragon Coins. A change applies to purchases started after it.`,
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
    label: 'Conversion Rate (USD per 100 DC)',
    description:
      'What 100 earned coins convert to. At most what the cheapest pack sells 100 coins for, so coins never turn into more cash than they cost.',
    min: 1,
    max: packPriceCentsMax,
    message: conversionRateMessage,
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
      setError(copy.message);
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
          {copy.label}
        </label>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {copy.description}
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
  const current = usePlatformSettings();
  const update = useUpdatePlatformSettings();

  const save = (change: UpdatePlatformSettingsInput) =>
    runAction(() => update.mutateAsync(change), 'The setting could not be saved. Please try again.');
  const change = (name: SwitchName, value: boolean) => void save({ [name]: value });
  // A refused number stays in its field with the server's reason under it, rather than in a toast.
  const saveNumber = async (name: NumberName, value: number) => {
    try {
      await update.mutateAsync({ [name]: value });
      return null;
    } catch (error) {
      return readRefusal(error) ?? 'The setting could not be saved. Please try again.';
    }
  };

  const saved: PlatformSettingsView | undefined = current.data;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Platform Settings</h2>
      {current.isError && !saved ? (
        <p role="alert" className="mt-4 text-sm text-muted-foreground">
          The platform settings could not be loaded.
        </p>
      ) : !saved ? (
        <div aria-label="Loading" className="mt-4 flex flex-col gap-4">
          {[...settings.map(({ name }) => name), ...numberNames].map((name) => (
            <Skeleton key={name} className="h-12 w-full" />
          ))}
        </div>
      ) : (
        <div className="divide-y divide-border">
          {settings.map(({ name, label, description }) => (
            <SettingSwitch
              key={name}
              label={label}
              description={description}
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
  );
}
