import { Link, useSearchParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { IncompleteLink, ReadingLink, UnsubscribeFrame } from '#web/components/unsubscribe-frame.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useUnsubscribe, useUnsubscribeLink } from '#web/features/saved-searches/api.ts';
import { ApiError } from '#web/lib/api-client.ts';

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
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);

  return (
    <UnsubscribeFrame
      description="Turn off a saved search's daily email digest."
      manage={{ to: paths.dashboard.savedSearches(), label: 'Manage your saved searches' }}
    >
      {!token ? (
        <IncompleteLink />
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
        <ReadingLink />
      )}
    </UnsubscribeFrame>
  );
}
