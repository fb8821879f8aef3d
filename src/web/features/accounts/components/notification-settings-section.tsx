import { useId, useState } from 'react';
import { type EmailFrequency, notificationKindLabels, urgentKinds } from '#shared/notification-kinds.ts';
import {
  type NotificationPreferences,
  notificationPreferencesSchema,
} from '#shared/schemas/notification-preferences.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableColumnHeader, TableHeader, TableRow } from '#web/components/ui/table.tsx';
import { useNotificationPreferences, useSaveNotificationPreferences } from '#web/features/accounts/api.ts';
import { describeError } from '#web/lib/form-errors.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

const frequencyLabels: Record<EmailFrequency, string> = {
  off: 'Off',
  instant: 'At once',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
};
const urgentFrequencies: EmailFrequency[] = ['off', 'instant'];
const allFrequencies: EmailFrequency[] = ['off', 'instant', 'daily', 'weekly'];
const defaultQuietHours = { start: '22:00', end: '07:00' };

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function listTimeZones(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Settings → Notifications (issue 34): each kind × channel, quiet hours and the time zone they are read in. */
export function NotificationSettingsSection() {
  const preferences = useNotificationPreferences();
  const [justSaved, setJustSaved] = useState(false);
  return (
    <Card className="p-6">
      <section id="notifications" aria-labelledby="notification-settings-title" className="scroll-mt-24">
        <h2 id="notification-settings-title" className="text-lg font-semibold">
          Notifications
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Choose what reaches you in the app, by email and by push. Emails about your account's security always go.
        </p>
        {preferences.isPending ? (
          <div className="mt-4">
            <p role="status" className="sr-only">
              Loading notification settings...
            </p>
            <Skeleton className="h-64" />
          </div>
        ) : preferences.isError ? (
          <Alert tone="error" className="mt-4">
            {describeError(preferences.error, 'Failed to load your notification settings.')}
          </Alert>
        ) : (
          // Settings saved in another tab (or by an email's link) arrive live: the form starts again from them.
          <NotificationSettingsForm
            key={JSON.stringify(preferences.data)}
            saved={preferences.data}
            justSaved={justSaved}
            onSaved={setJustSaved}
          />
        )}
      </section>
    </Card>
  );
}

type FormProps = {
  saved: NotificationPreferences;
  justSaved: boolean;
  onSaved: (saved: boolean) => void;
};

function NotificationSettingsForm({ saved, justSaved, onSaved: setJustSaved }: FormProps) {
  const save = useSaveNotificationPreferences();
  // A member who never chose a zone has the server's UTC; their device knows better.
  const startingZone = saved.timeZone === 'UTC' ? deviceTimeZone() : saved.timeZone;
  const {
    register,
    submit,
    formError,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useApiForm(notificationPreferencesSchema, {
    defaultValues: { ...saved, timeZone: startingZone },
    fallback: 'Failed to save your notification settings. Please try again.',
  });
  const kinds = watch('kinds');
  const quietHours = watch('quietHours');
  const timeZone = watch('timeZone');
  const quietId = useId();
  const zoneId = useId();

  const onSubmit = submit(async (values) => {
    setJustSaved(false);
    await save.mutateAsync(values);
    setJustSaved(true);
  });

  return (
    <form noValidate onSubmit={onSubmit} onChange={() => setJustSaved(false)} className="mt-4 flex flex-col gap-5">
      <FormError message={formError} />
      <Table>
        <caption className="sr-only">Notification channels for each kind of notification</caption>
        <TableHeader>
          <tr className="border-b border-border text-muted-foreground">
            <TableColumnHeader className="py-2 pe-3">Kind</TableColumnHeader>
            <TableColumnHeader className="px-3 py-2 text-center">In the app</TableColumnHeader>
            <TableColumnHeader className="px-3 py-2">Email</TableColumnHeader>
            <TableColumnHeader className="px-3 py-2 text-center">Push</TableColumnHeader>
          </tr>
        </TableHeader>
        <TableBody>
          {kinds.map((channels, index) => {
            const label = notificationKindLabels[channels.kind];
            const frequencies = urgentKinds.includes(channels.kind) ? urgentFrequencies : allFrequencies;
            const inApp = register(`kinds.${index}.inApp`);
            return (
              <TableRow key={channels.kind} className="max-md:py-3">
                <th scope="row" className="py-2 pe-3 text-start align-middle font-medium max-md:py-0">
                  {label}
                </th>
                <TableCell label="In the app" className="px-3 py-2 text-center align-middle max-md:p-0">
                  <input
                    type="checkbox"
                    aria-label={`${label} in the app`}
                    className="size-4 accent-primary"
                    {...inApp}
                    onChange={(event) => {
                      void inApp.onChange(event);
                      // A push opens its notification in the app's list, so it needs the list.
                      if (!event.target.checked) setValue(`kinds.${index}.push`, false);
                    }}
                  />
                </TableCell>
                <TableCell label="Email" className="px-3 py-2 align-middle max-md:items-center max-md:p-0">
                  <div>
                    <NativeSelect
                      aria-label={`${label} by email`}
                      className="w-40"
                      {...register(`kinds.${index}.email`)}
                    >
                      {frequencies.map((frequency) => (
                        <option key={frequency} value={frequency}>
                          {frequencyLabels[frequency]}
                        </option>
                      ))}
                    </NativeSelect>
                    {errors.kinds?.[index]?.email ? (
                      <p className="mt-1 text-xs text-destructive">{errors.kinds[index]?.email?.message}</p>
                    ) : null}
                  </div>
                </TableCell>
                <TableCell label="Push" className="px-3 py-2 text-center align-middle max-md:p-0">
                  <input
                    type="checkbox"
                    aria-label={`${label} by push`}
                    className="size-4 accent-primary disabled:opacity-50"
                    disabled={!channels.inApp}
                    title={channels.inApp ? undefined : 'Push needs the kind in the app'}
                    {...register(`kinds.${index}.push`)}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <p className="text-xs text-muted-foreground">
        Push reaches the devices turned on under Push Notifications. Digests go at 08:00 in your time zone, weekly ones
        on Mondays; saved-search matches keep their own daily email.
      </p>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium">Quiet hours</legend>
        <label htmlFor={quietId} className="flex items-center gap-2 text-sm">
          <input
            id={quietId}
            type="checkbox"
            className="size-4 accent-primary"
            checked={quietHours !== null}
            onChange={(event) =>
              setValue('quietHours', event.target.checked ? defaultQuietHours : null, { shouldDirty: true })
            }
          />
          Hold push and email during quiet hours (the app's list still shows everything)
        </label>
        {quietHours !== null ? (
          <div className="flex flex-wrap items-end gap-4">
            <label className="flex flex-col gap-1 text-sm">
              From
              <Input type="time" className="w-32" {...register('quietHours.start')} />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              Until
              <Input type="time" className="w-32" {...register('quietHours.end')} />
            </label>
          </div>
        ) : null}
        {errors.quietHours ? (
          <p className="text-xs text-destructive">
            {errors.quietHours.message ?? errors.quietHours.start?.message ?? errors.quietHours.end?.message}
          </p>
        ) : null}
      </fieldset>
      <div className="sm:max-w-sm">
        <label htmlFor={zoneId} className="text-sm font-medium">
          Time zone
        </label>
        <NativeSelect id={zoneId} className="mt-2" {...register('timeZone')}>
          {listTimeZones(timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </NativeSelect>
        {errors.timeZone ? <p className="mt-1 text-xs text-destructive">{errors.timeZone.message}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Notification Settings'}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {justSaved ? 'Notification settings saved' : ''}
        </p>
      </div>
    </form>
  );
}
