import { Link, useSearchParams } from 'react-router';
import { notificationKindLabels, type NotificationKind } from '#shared/notification-kinds.ts';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useKindsUnsubscribeLink, useUnsubscribeKinds } from '#web/features/notifications/api.ts';
import { useSession } from '#web/lib/session.ts';

const describeKinds = (kinds: NotificationKind[]) =>
  kinds.map((kind) => notificationKindLabels[kind].toLowerCase()).join(', ');

const settingsPath = `${paths.dashboard.settings()}#notifications`;

/**
 * Where an email's 'Stop emails about ...' link lands, signed in or not (issue 34): it says which kinds the signed
 * link stands for and turns their email off when the member confirms. Opening it changes nothing, so a mail scanner
 * that follows links unsubscribes no one; the email's one-click header (RFC 8058) posts on its own.
 */
export function UnsubscribeEmailsPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useSession();
  const link = useKindsUnsubscribeLink(token);
  const unsubscribe = useUnsubscribeKinds(token);
  const failure = unsubscribe.error ?? link.error;

  return (
    <PageContainer className="max-w-2xl">
      <PageMeta title="Unsubscribe" description="Stop a kind of email from Dragon Market." />
      <PageHeader title="Unsubscribe" />
      <Card className="mt-8 flex flex-col gap-4 p-6">
        {!token ? (
          <Alert tone="error">This unsubscribe link is incomplete. Open it again from the email.</Alert>
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
          <p className="flex items-center gap-2" role="status">
            <Spinner />
            Reading the link...
          </p>
        )}
        <p className="text-sm">
          {user ? (
            <Link to={settingsPath} className="underline">
              Choose your notifications in Settings
            </Link>
          ) : (
            <Link to={paths.home()} className="underline">
              Back to Dragon Market
            </Link>
          )}
        </p>
      </Card>
    </PageContainer>
  );
}
