import { BellRing } from 'lucide-react';
import { relativeTime } from '#shared/relative-time.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { DeviceIcon } from '#web/features/accounts/components/device-icon.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePushDevices, useRemovePushDevice, useTurnPushOn } from '#web/features/accounts/api.ts';
import { describeError } from '#web/lib/form-errors.ts';
import { PushSetupError, readPushSupport } from '#web/lib/push-subscription.ts';

const support = {
  unsupported:
    "This browser can't receive push notifications. On an iPhone, add Dragon Market to your Home Screen first.",
  denied: "Notifications are blocked for this site. Allow them in your browser's site settings to turn push on.",
} as const;

/** Settings: push notifications on this device and the member's other devices that have them. */
export function PushSection() {
  const devices = usePushDevices();
  const turnOn = useTurnPushOn();
  const remove = useRemovePushDevice();
  const browser = readPushSupport();
  const items = devices.data ?? [];
  const onHere = items.some((device) => device.current);
  const failure = turnOn.error ?? remove.error;
  const now = new Date();

  return (
    <Card className="p-6">
      <section aria-labelledby="push-title">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex-1">
            <h2 id="push-title" className="text-lg font-semibold">
              Push Notifications
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              What you get by push (under Notifications above) reaches this device even when Dragon Market is closed.
            </p>
          </div>
          {browser === 'supported' && !onHere && devices.isSuccess ? (
            <Button disabled={turnOn.isPending} onClick={() => turnOn.mutate()}>
              <BellRing aria-hidden="true" />
              Turn on for this device
            </Button>
          ) : null}
        </div>
        {browser !== 'supported' ? <p className="mt-4 text-sm text-muted-foreground">{support[browser]}</p> : null}
        {failure ? (
          <Alert tone="error" className="mt-4">
            {failure instanceof PushSetupError
              ? failure.message
              : describeError(failure, 'Failed to change push notifications. Please try again.')}
          </Alert>
        ) : null}
        {devices.isPending ? (
          <div className="mt-4">
            <p role="status" className="sr-only">
              Loading devices...
            </p>
            <Skeleton className="h-12" />
          </div>
        ) : devices.isError ? (
          <Alert tone="error" className="mt-4">
            {describeError(devices.error, 'Failed to load your devices.')}
          </Alert>
        ) : items.length === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">No device has push notifications on.</p>
        ) : (
          <ul className="mt-2 divide-y divide-border" aria-label="Devices with push notifications">
            {items.map((device) => {
              return (
                <li key={device.id} className="flex flex-wrap items-center gap-3 py-3">
                  <DeviceIcon name={device.name} />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {device.name}
                      {device.current ? <Badge variant="accent">This device</Badge> : null}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      Added {relativeTime(device.addedAt, now)} ·{' '}
                      {device.lastUsedAt ? `Last used ${relativeTime(device.lastUsedAt, now)}` : 'Not used yet'}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    aria-label={device.current ? 'Turn off push for this device' : `Remove ${device.name}`}
                    onClick={() => remove.mutate(device)}
                  >
                    {device.current ? 'Turn off' : 'Remove'}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
