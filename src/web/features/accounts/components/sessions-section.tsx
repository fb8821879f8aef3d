import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { relativeTime } from '#shared/relative-time.ts';
import type { AccountSession } from '#shared/schemas/accounts.ts';
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

function confirmText(pending: Pending) {
  if (pending.kind === 'one') {
    return {
      title: 'Sign Out Device',
      description: `Sign out ${pending.session.browser}? It will need to sign in again.`,
      confirmLabel: 'Sign Out',
    };
  }
  if (pending.kind === 'others') {
    return {
      title: 'Sign Out All Other Sessions',
      description: 'Every device but this one will be signed out and need to sign in again.',
      confirmLabel: 'Sign Out Others',
    };
  }
  return { title: 'Sign Out', description: 'Are you sure you want to sign out?', confirmLabel: 'Sign Out' };
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
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <DeviceIcon name={session.browser} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.browser}
          {session.current ? <Badge variant="accent">This device</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {session.ipAddress ? `${session.ipAddress} · ` : ''}Last active {relativeTime(session.lastActiveAt, now)}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={session.current ? 'Sign out of this device' : `Sign out ${session.browser}`}
        onClick={() => onSignOut(session)}
      >
        Sign out
      </Button>
    </li>
  );
}

/** Settings: the member's signed-in devices; sign out one, all the others, or this one. */
export function SessionsSection() {
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
              Sessions
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">The devices signed in to your account.</p>
          </div>
          {hasOthers ? (
            <Button variant="outline" disabled={revokeOthers.isPending} onClick={() => ask({ kind: 'others' })}>
              <LogOut aria-hidden="true" />
              Sign out all other sessions
            </Button>
          ) : null}
        </div>
        {failure ? (
          <Alert tone="error" className="mt-4">
            {describeError(failure, 'Failed to sign out the session. Please try again.')}
          </Alert>
        ) : null}
        {sessions.isPending ? (
          <div className="mt-4 flex flex-col gap-3">
            <p role="status" className="sr-only">
              Loading sessions...
            </p>
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : sessions.isError ? (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Alert tone="error">{describeError(sessions.error, 'Failed to load your sessions.')}</Alert>
            <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ul className="mt-2 divide-y divide-border" aria-label="Signed-in devices">
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
        {...confirmText(pending)}
        destructive
        onConfirm={confirm}
      />
    </Card>
  );
}
