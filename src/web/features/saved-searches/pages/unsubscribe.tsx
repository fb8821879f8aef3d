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
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';

/** A link past its 90 days: the emails are turned off from the saved searches' own page instead. */
const isExpired = (error: unknown) => error instanceof ApiError && error.code === 'LINK_EXPIRED';

/** The searches by name for their signed-in owner; anyone else holding the link learns only how many. */
function describeSearches({ names, count }: { names: string[]; count: number }): string {
  if (names.length > 0) return names.map((name) => `"${name}"`).join(', ');
  return count === 1 ? 'this saved search' : `these ${count} saved searches`;
}

/**
 * Where a digest's unsubscribe link lands, signed in or not: the page says what the link's signed token stands for
 * (the searches' names only to their signed-in owner) and turns their email off when the member confirms; a link
 * older than 90 days points to the saved search settings instead. Opening it changes nothing, so a mail scanner that
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
            <Alert tone="success">The daily digest for {describeSearches(unsubscribe.data)} is turned off.</Alert>
            <p className="text-sm text-muted-foreground">
              {`You will get no more emails about ${unsubscribe.data.count > 1 ? 'these searches' : 'this search'}.`}{' '}
              In-app alerts, if you chose them, stay as they were.
            </p>
          </>
        ) : isExpired(unsubscribe.error ?? link.error) ? (
          <Alert tone="error">
            <p>{(unsubscribe.error ?? link.error)?.message}</p>
            <Link to={paths.dashboard.savedSearches()} className="mt-1 inline-block font-medium underline">
              Open saved search settings
            </Link>
          </Alert>
        ) : unsubscribe.isError || link.isError ? (
          <Alert tone="error">{(unsubscribe.error ?? link.error)?.message}</Alert>
        ) : link.data ? (
          <>
            <p>Stop the daily email digest for {describeSearches(link.data)}?</p>
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
