import { useSearchParams } from 'react-router';
import { notificationKindLabels, type NotificationKind } from '#shared/notification-kinds.ts';
import { paths } from '#web/app/paths.ts';
import { IncompleteLink, ReadingLink, UnsubscribeFrame } from '#web/components/unsubscribe-frame.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useKindsUnsubscribeLink, useUnsubscribeKinds } from '#web/features/notifications/api.ts';

const describeKinds = (kinds: NotificationKind[]) =>
  kinds.map((kind) => notificationKindLabels[kind].toLowerCase()).join(', ');

const manage = { to: `${paths.dashboard.settings()}#notifications`, label: 'Choose your notifications in Settings' };

/**
 * Where an email's 'Stop emails about ...' link lands, signed in or not (issue 34): it says which kinds the signed
 * link stands for and turns their email off when the member confirms. Opening it changes nothing, so a mail scanner
 * that follows links unsubscribes no one; the email's one-click header (RFC 8058) posts on its own.
 */
export function UnsubscribeEmailsPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useKindsUnsubscribeLink(token);
  const unsubscribe = useUnsubscribeKinds(token);
  const failure = unsubscribe.error ?? link.error;

  return (
    <UnsubscribeFrame description="Stop a kind of email from Dragon Market." manage={manage}>
      {!token ? (
        <IncompleteLink />
      ) : unsubscribe.isSuccess ? (
        <>
          <Alert tone="success">Emails about {describeKinds(unsubscribe.data.kinds)} are turned off.</Alert>
          <p className="text-sm text-muted-foreground">
            The app and push notifications stay as they were. Emails about your account's security always go.
          </p>
        </>
      ) : failure ? (
        <Alert tone="error">{failure.message}</Alert>
      ) : link.data ? (
        <>
          <p>Stop emails about {describeKinds(link.data.kinds)}?</p>
          <Button className="self-start" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {unsubscribe.isPending ? 'Turning off...' : 'Turn Off These Emails'}
          </Button>
        </>
      ) : (
        <ReadingLink />
      )}
    </UnsubscribeFrame>
  );
}
