import { type FormEvent, useId, useState } from 'react';
import { Switch } from 'radix-ui';
import { limits } from '#shared/constants.ts';
import {
  autoCompleteDaysMessage,
  disputeWindowDaysMessage,
  type PlatformSettingsView,
  proposalExpiryDaysMessage,
  type UpdatePlatformSettingsInput,
} from '#shared/schemas/admin.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePlatformSettings, useUpdatePlatformSettings } from '#web/features/admin/api.ts';
import { runAction } from '#web/features/admin/components/action-dialogs.tsx';
import { cn } from '#web/lib/cn.ts';

type SettingName = keyof UpdatePlatformSettingsInput;
type DaysName = 'proposalExpiryDays' | 'autoCompleteDays' | 'disputeWindowDays';
type SwitchName = Exclude<SettingName, DaysName>;

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

type DaysCopy = { label: string; description: string; min: number; max: number; message: string };

const daysSettings: Record<DaysName, DaysCopy> = {
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
};

const daysNames = Object.keys(daysSettings) as DaysName[];

/**
 * A number of days the platform waits. Typing only edits a draft; leaving the field or pressing Enter saves it, and
 * the field then shows what the server saved.
 */
function DaysSetting({
  copy,
  saved,
  saving,
  onSave,
}: {
  copy: DaysCopy;
  saved: number;
  saving: boolean;
  onSave: (days: number) => Promise<boolean>;
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
    const days = Number(draft);
    if (draft.trim() === '' || !Number.isInteger(days) || days < copy.min || days > copy.max) {
      setError(copy.message);
      return;
    }
    setError(null);
    if (days === saved || (await onSave(days))) setDraft(null);
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
        inputMode="numeric"
        min={copy.min}
        max={copy.max}
        step={1}
        required
        value={draft ?? String(saved)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void commit()}
        aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
        aria-invalid={error ? true : undefined}
        className="w-24 shrink-0"
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
          {[...settings.map(({ name }) => name), ...daysNames].map((name) => (
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
          {daysNames.map((name) => (
            <DaysSetting
              key={name}
              copy={daysSettings[name]}
              saved={saved[name]}
              saving={update.isPending}
              onSave={(days) => save({ [name]: days })}
            />
          ))}
        </div>
      )}
    </Card>
  );
}
