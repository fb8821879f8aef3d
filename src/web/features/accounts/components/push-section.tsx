import { BellRing } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeviceName } from '#web/components/device-name.ts';
import { useRelativeTime } from '#web/components/relative-time.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { DeviceIcon } from '#web/features/accounts/components/device-icon.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePushDevices, useRemovePushDevice, useTurnPushOn } from '#web/features/accounts/api.ts';
import { describeError } from '#web/lib/form-errors.ts';
import { PushSetupError, readPushSupport } from '#web/lib/push-subscription.ts';

// Why this browser cannot turn push on, as message ids.
const support = {
  unsupported: 'accounts.push.unsupported',
  denied: 'accounts.push.denied',
} as const;

/** Settings: push notifications on this device and the member's other devices that have them. */
export function PushSection() {
  const relativeTime = useRelativeTime();
  const nameDevice = useDeviceName();
  const intl = useIntl();
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
              <FormattedMessage id="accounts.push.title" />
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              <FormattedMessage id="accounts.push.description" />
            </p>
          </div>
          {browser === 'supported' && !onHere && devices.isSuccess ? (
            <Button disabled={turnOn.isPending} onClick={() => turnOn.mutate()}>
              <BellRing aria-hidden="true" />
              <FormattedMessage id="accounts.push.turnOn" />
            </Button>
          ) : null}
        </div>
        {browser !== 'supported' ? (
          <p className="mt-4 text-sm text-muted-foreground">
            <FormattedMessage id={support[browser]} />
          </p>
        ) : null}
        {failure ? (
          <Alert tone="error" className="mt-4">
            {failure instanceof PushSetupError
              ? intl.formatMessage({ id: failure.messageId })
              : describeError(failure, intl.formatMessage({ id: 'accounts.push.changeFailed' }))}
          </Alert>
        ) : null}
        {devices.isPending ? (
          <div className="mt-4">
            <p role="status" className="sr-only">
              <FormattedMessage id="accounts.push.loading" />
            </p>
            <Skeleton className="h-12" />
          </div>
        ) : devices.isError ? (
          <Alert tone="error" className="mt-4">
            {describeError(devices.error, intl.formatMessage({ id: 'accounts.push.loadFailed' }))}
          </Alert>
        ) : items.length === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">
            <FormattedMessage id="accounts.push.empty" />
          </p>
        ) : (
          <ul
            className="mt-2 divide-y divide-border"
            aria-label={intl.formatMessage({ id: 'accounts.push.listLabel' })}
          >
            {items.map((device) => {
              const added = relativeTime(device.addedAt, now);
              return (
                <li key={device.id} className="flex flex-wrap items-center gap-3 py-3">
                  <DeviceIcon name={device.name} />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {nameDevice(device.name)}
                      {device.current ? (
                        <Badge variant="accent">
                          <FormattedMessage id="accounts.push.thisDevice" />
                        </Badge>
                      ) : null}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {device.lastUsedAt ? (
                        <FormattedMessage
                          id="accounts.push.addedLastUsed"
                          values={{ added, used: relativeTime(device.lastUsedAt, now) }}
                        />
                      ) : (
                        <FormattedMessage id="accounts.push.addedNotUsed" values={{ added }} />
                      )}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    aria-label={
                      device.current
                        ? intl.formatMessage({ id: 'accounts.push.turnOffLabel' })
                        : intl.formatMessage({ id: 'accounts.push.removeLabel' }, { device: nameDevice(device.name) })
                    }
                    onClick={() => remove.mutate(device)}
                  >
                    {device.current ? (
                      <FormattedMessage id="accounts.push.turnOff" />
                    ) : (
                      <FormattedMessage id="accounts.push.remove" />
                    )}
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
