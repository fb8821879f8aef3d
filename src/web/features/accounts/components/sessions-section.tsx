import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { AccountSession } from '#shared/schemas/accounts.ts';
import { nameDevice } from '#web/components/device-name.ts';
import { useRelativeTime } from '#web/components/relative-time.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { DeviceIcon } from '#web/features/accounts/components/device-icon.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  useAccountSessions,
  useRevokeOtherSessions,
  useRevokeSession,
  useSignOutAndLeave,
} from '#web/features/accounts/api.ts';
import { describeError } from '#web/lib/form-errors.ts';

type Pending = { kind: 'one'; session: AccountSession } | { kind: 'others' } | { kind: 'here' };

function confirmText(intl: IntlShape, pending: Pending) {
  if (pending.kind === 'one') {
    return {
      title: intl.formatMessage({ id: 'accounts.sessions.signOutDeviceTitle' }),
      description: intl.formatMessage(
        { id: 'accounts.sessions.signOutDeviceDescription' },
        { device: nameDevice(pending.session.browser, intl) },
      ),
      confirmLabel: intl.formatMessage({ id: 'accounts.sessions.signOutDeviceConfirm' }),
    };
  }
  if (pending.kind === 'others') {
    return {
      title: intl.formatMessage({ id: 'accounts.sessions.signOutOthersTitle' }),
      description: intl.formatMessage({ id: 'accounts.sessions.signOutOthersDescription' }),
      confirmLabel: intl.formatMessage({ id: 'accounts.sessions.signOutOthersConfirm' }),
    };
  }
  return {
    title: intl.formatMessage({ id: 'accounts.sessions.signOutHereTitle' }),
    description: intl.formatMessage({ id: 'accounts.sessions.signOutHereDescription' }),
    confirmLabel: intl.formatMessage({ id: 'accounts.sessions.signOutHereConfirm' }),
  };
}

function SessionItem({
  session,
  now,
  onSignOut,
}: {
  session: AccountSession;
  now: Date;
  onSignOut: (session: AccountSession) => void;
}) {
  const intl = useIntl();
  const relativeTime = useRelativeTime();
  const lastActive = relativeTime(session.lastActiveAt, now);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <DeviceIcon name={session.browser} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {nameDevice(session.browser, intl)}
          {session.current ? (
            <Badge variant="accent">
              <FormattedMessage id="accounts.sessions.thisDevice" />
            </Badge>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {session.ipAddress ? (
            <FormattedMessage
              id="accounts.sessions.ipLastActive"
              values={{ ip: session.ipAddress, time: lastActive }}
            />
          ) : (
            <FormattedMessage id="accounts.sessions.lastActive" values={{ time: lastActive }} />
          )}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={
          session.current
            ? intl.formatMessage({ id: 'accounts.sessions.signOutHereLabel' })
            : intl.formatMessage(
                { id: 'accounts.sessions.signOutDeviceLabel' },
                { device: nameDevice(session.browser, intl) },
              )
        }
        onClick={() => onSignOut(session)}
      >
        <FormattedMessage id="accounts.sessions.signOut" />
      </Button>
    </li>
  );
}

/** Settings: the member's signed-in devices; sign out one, all the others, or this one. */
export function SessionsSection() {
  const intl = useIntl();
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const signOutHere = useSignOutAndLeave();
  // Kept after the dialog closes, so its text does not change while it fades out.
  const [pending, setPending] = useState<Pending>({ kind: 'here' });
  const [confirmOpen, setConfirmOpen] = useState(false);
  const ask = (next: Pending) => {
    setPending(next);
    setConfirmOpen(true);
  };
  const items = sessions.data ?? [];
  const hasOthers = items.some((session) => !session.current);
  const failure = revoke.error ?? revokeOthers.error;
  const now = new Date();

  const confirm = () => {
    if (pending.kind === 'one') revoke.mutate(pending.session.id);
    else if (pending.kind === 'others') revokeOthers.mutate();
    else void signOutHere();
  };

  return (
    <Card className="p-6">
      <section aria-labelledby="sessions-title">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="sessions-title" className="text-lg font-semibold">
              <FormattedMessage id="accounts.sessions.title" />
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              <FormattedMessage id="accounts.sessions.description" />
            </p>
          </div>
          {hasOthers ? (
            <Button variant="outline" disabled={revokeOthers.isPending} onClick={() => ask({ kind: 'others' })}>
              <LogOut aria-hidden="true" />
              <FormattedMessage id="accounts.sessions.signOutOthers" />
            </Button>
          ) : null}
        </div>
        {failure ? (
          <Alert tone="error" className="mt-4">
            {describeError(failure, intl.formatMessage({ id: 'accounts.sessions.signOutFailed' }))}
          </Alert>
        ) : null}
        {sessions.isPending ? (
          <div className="mt-4 flex flex-col gap-3">
            <p role="status" className="sr-only">
              <FormattedMessage id="accounts.sessions.loading" />
            </p>
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : sessions.isError ? (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Alert tone="error">
              {describeError(sessions.error, intl.formatMessage({ id: 'accounts.sessions.loadFailed' }))}
            </Alert>
            <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
              <FormattedMessage id="accounts.sessions.tryAgain" />
            </Button>
          </div>
        ) : (
          <ul
            className="mt-2 divide-y divide-border"
            aria-label={intl.formatMessage({ id: 'accounts.sessions.listLabel' })}
          >
            {items.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                now={now}
                onSignOut={(chosen) => ask(chosen.current ? { kind: 'here' } : { kind: 'one', session: chosen })}
              />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        {...confirmText(intl, pending)}
        destructive
        onConfirm={confirm}
      />
    </Card>
  );
}
