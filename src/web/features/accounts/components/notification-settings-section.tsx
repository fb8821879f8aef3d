import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type EmailFrequency, urgentKinds } from '#shared/notification-kinds.ts';
import {
  type NotificationPreferences,
  notificationPreferencesSchema,
} from '#shared/schemas/notification-preferences.ts';
import { notificationKindMessages } from '#web/components/shared-labels.ts';
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

// Message ids of the email choices.
const frequencyLabels = {
  off: 'accounts.notificationSettings.frequencyOff',
  instant: 'accounts.notificationSettings.frequencyInstant',
  daily: 'accounts.notificationSettings.frequencyDaily',
  weekly: 'accounts.notificationSettings.frequencyWeekly',
} as const satisfies Record<EmailFrequency, string>;
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
  const intl = useIntl();
  const preferences = useNotificationPreferences();
  const [justSaved, setJustSaved] = useState(false);
  return (
    <Card className="p-6">
      <section id="notifications" aria-labelledby="notification-settings-title" className="scroll-mt-24">
        <h2 id="notification-settings-title" className="text-lg font-semibold">
          <FormattedMessage id="accounts.notificationSettings.title" />
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          <FormattedMessage id="accounts.notificationSettings.description" />
        </p>
        {preferences.isPending ? (
          <div className="mt-4">
            <p role="status" className="sr-only">
              <FormattedMessage id="accounts.notificationSettings.loading" />
            </p>
            <Skeleton className="h-64" />
          </div>
        ) : preferences.isError ? (
          <Alert tone="error" className="mt-4">
            {describeError(preferences.error, intl.formatMessage({ id: 'accounts.notificationSettings.loadFailed' }))}
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
  const intl = useIntl();
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
    fallback: intl.formatMessage({ id: 'accounts.notificationSettings.saveFailed' }),
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
        <caption className="sr-only">
          <FormattedMessage id="accounts.notificationSettings.caption" />
        </caption>
        <TableHeader>
          <tr className="border-b border-border text-muted-foreground">
            <TableColumnHeader className="py-2 pe-3">
              <FormattedMessage id="accounts.notificationSettings.kindColumn" />
            </TableColumnHeader>
            <TableColumnHeader className="px-3 py-2 text-center">
              <FormattedMessage id="accounts.notificationSettings.inAppColumn" />
            </TableColumnHeader>
            <TableColumnHeader className="px-3 py-2">
              <FormattedMessage id="accounts.notificationSettings.emailColumn" />
            </TableColumnHeader>
            <TableColumnHeader className="px-3 py-2 text-center">
              <FormattedMessage id="accounts.notificationSettings.pushColumn" />
            </TableColumnHeader>
          </tr>
        </TableHeader>
        <TableBody>
          {kinds.map((channels, index) => {
            const label = intl.formatMessage({ id: notificationKindMessages[channels.kind] });
            const frequencies = urgentKinds.includes(channels.kind) ? urgentFrequencies : allFrequencies;
            const inApp = register(`kinds.${index}.inApp`);
            return (
              <TableRow key={channels.kind} className="max-md:py-3">
                <th scope="row" className="py-2 pe-3 text-start align-middle font-medium max-md:py-0">
                  {label}
                </th>
                <TableCell
                  label={intl.formatMessage({ id: 'accounts.notificationSettings.inAppColumn' })}
                  className="px-3 py-2 text-center align-middle max-md:p-0"
                >
                  <input
                    type="checkbox"
                    aria-label={intl.formatMessage({ id: 'accounts.notificationSettings.inAppLabel' }, { kind: label })}
                    className="size-4 accent-primary"
                    {...inApp}
                    onChange={(event) => {
                      void inApp.onChange(event);
                      // A push opens its notification in the app's list, so it needs the list.
                      if (!event.target.checked) setValue(`kinds.${index}.push`, false);
                    }}
                  />
                </TableCell>
                <TableCell
                  label={intl.formatMessage({ id: 'accounts.notificationSettings.emailColumn' })}
                  className="px-3 py-2 align-middle max-md:items-center max-md:p-0"
                >
                  <div>
                    <NativeSelect
                      aria-label={intl.formatMessage(
                        { id: 'accounts.notificationSettings.emailLabel' },
                        { kind: label },
                      )}
                      className="w-40"
                      {...register(`kinds.${index}.email`)}
                    >
                      {frequencies.map((frequency) => (
                        <option key={frequency} value={frequency}>
                          {intl.formatMessage({ id: frequencyLabels[frequency] })}
                        </option>
                      ))}
                    </NativeSelect>
                    {errors.kinds?.[index]?.email ? (
                      <p className="mt-1 text-xs text-destructive">{errors.kinds[index]?.email?.message}</p>
                    ) : null}
                  </div>
                </TableCell>
                <TableCell
                  label={intl.formatMessage({ id: 'accounts.notificationSettings.pushColumn' })}
                  className="px-3 py-2 text-center align-middle max-md:p-0"
                >
                  <input
                    type="checkbox"
                    aria-label={intl.formatMessage({ id: 'accounts.notificationSettings.pushLabel' }, { kind: label })}
                    className="size-4 accent-primary disabled:opacity-50"
                    disabled={!channels.inApp}
                    title={
                      channels.inApp
                        ? undefined
                        : intl.formatMessage({ id: 'accounts.notificationSettings.pushNeedsInApp' })
                    }
                    {...register(`kinds.${index}.push`)}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <p className="text-xs text-muted-foreground">
        <FormattedMessage id="accounts.notificationSettings.note" />
      </p>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium">
          <FormattedMessage id="accounts.notificationSettings.quietHours" />
        </legend>
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
          <FormattedMessage id="accounts.notificationSettings.quietHoursToggle" />
        </label>
        {quietHours !== null ? (
          <div className="flex flex-wrap items-end gap-4">
            <label className="flex flex-col gap-1 text-sm">
              <FormattedMessage id="accounts.notificationSettings.from" />
              <Input type="time" className="w-32" {...register('quietHours.start')} />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              <FormattedMessage id="accounts.notificationSettings.until" />
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
          <FormattedMessage id="accounts.notificationSettings.timeZone" />
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
          {isSubmitting ? (
            <FormattedMessage id="accounts.notificationSettings.saving" />
          ) : (
            <FormattedMessage id="accounts.notificationSettings.save" />
          )}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {justSaved ? intl.formatMessage({ id: 'accounts.notificationSettings.saved' }) : ''}
        </p>
      </div>
    </form>
  );
}
