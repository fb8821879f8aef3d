import { Link, useSearchParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useUnsubscribe, useUnsubscribeLink } from '#web/features/saved-searches/api.ts';
import { useSession } from '#web/lib/session.ts';

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

/**
 * Where a digest's unsubscribe link lands, signed in or not: the page names the searches the link's signed token
 * stands for and turns their email off when the member confirms. Opening it changes nothing, so a mail scanner that
 * follows links cannot unsubscribe anyone; the email's one-click header (RFC 8058) posts on its own.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useSession();
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);

  return (
    <PageContainer className="max-w-2xl">
      <PageMeta title="Unsubscribe" description="Turn off a saved search's daily email digest." />
      <PageHeader title="Unsubscribe" />
      <Card className="mt-8 flex flex-col gap-4 p-6">
        {!token ? (
          <Alert tone="error">This unsubscribe link is incomplete. Open it again from the email.</Alert>
        ) : unsubscribe.isSuccess ? (
          <>
            <Alert tone="success">The daily digest for {quoted(unsubscribe.data.names)} is turned off.</Alert>
            <p className="text-sm text-muted-foreground">
              {`You will get no more emails about ${unsubscribe.data.names.length > 1 ? 'these searches' : 'this search'}.`}{' '}
              In-app alerts, if you chose them, stay as they were.
            </p>
          </>
        ) : unsubscribe.isError || link.isError ? (
          <Alert tone="error">{(unsubscribe.error ?? link.error)?.message}</Alert>
        ) : link.data ? (
          <>
            <p>Stop the daily email digest for {quoted(link.data.names)}?</p>
            <Button className="self-start" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              {unsubscribe.isPending ? 'Turning off...' : 'Turn Off the Digest'}
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
            <Link to={paths.dashboard.savedSearches()} className="underline">
              Manage your saved searches
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
