import { Link, useSearchParams } from 'react-router';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { paths } from '#web/app/paths.ts';
import { IncompleteLink, ReadingLink, UnsubscribeFrame } from '#web/components/unsubscribe-frame.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useUnsubscribe, useUnsubscribeLink } from '#web/features/saved-searches/api.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { readErrorMessage } from '#web/lib/form-errors.ts';

/** A link past its 90 days: the emails are turned off from the saved searches' own page instead. */
const isExpired = (error: unknown) => error instanceof ApiError && error.code === 'LINK_EXPIRED';

/** What the link stands for: the searches' names for their signed-in owner; anyone else learns only how many. */
type LinkedSearches = { names: string[]; count: number };

/** The searches' names, each quoted, one after another: '"Piano lessons", "Garden help"'. */
function listNames(names: string[], intl: IntlShape): string {
  return names
    .map((name) => intl.formatMessage({ id: 'saved-searches.unsubscribe.quotedName' }, { name }))
    .reduce((list, item) => intl.formatMessage({ id: 'saved-searches.unsubscribe.nameList' }, { list, item }));
}

/**
 * Where a digest's unsubscribe link lands, signed in or not: the page says what the link's signed token stands for
 * (the searches' names only to their signed-in owner) and turns their email off when the member confirms; a link
 * older than 90 days points to the saved search settings instead. Opening it changes nothing, so a mail scanner that
 * follows links cannot unsubscribe anyone; the email's one-click header (RFC 8058) posts on its own.
 */
export function UnsubscribePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);
  const failure = unsubscribe.error ?? link.error;

  const turnedOff = ({ names, count }: LinkedSearches) =>
    names.length > 0 ? (
      <FormattedMessage id="saved-searches.unsubscribe.doneNamed" values={{ names: listNames(names, intl) }} />
    ) : (
      <FormattedMessage id="saved-searches.unsubscribe.doneCount" values={{ count }} />
    );
  const confirm = ({ names, count }: LinkedSearches) =>
    names.length > 0 ? (
      <FormattedMessage id="saved-searches.unsubscribe.confirmNamed" values={{ names: listNames(names, intl) }} />
    ) : (
      <FormattedMessage id="saved-searches.unsubscribe.confirmCount" values={{ count }} />
    );

  return (
    <UnsubscribeFrame
      description={intl.formatMessage({ id: 'saved-searches.unsubscribe.description' })}
      manage={{
        to: paths.dashboard.savedSearches(),
        label: intl.formatMessage({ id: 'saved-searches.unsubscribe.manage' }),
      }}
    >
      {!token ? (
        <IncompleteLink />
      ) : unsubscribe.isSuccess ? (
        <>
          <Alert tone="success">{turnedOff(unsubscribe.data)}</Alert>
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="saved-searches.unsubscribe.noMoreEmails" values={{ count: unsubscribe.data.count }} />
          </p>
        </>
      ) : isExpired(failure) ? (
        <Alert tone="error">
          <p>{failure?.message}</p>
          <Link to={paths.dashboard.savedSearches()} className="mt-1 inline-block font-medium underline">
            <FormattedMessage id="saved-searches.unsubscribe.openSettings" />
          </Link>
        </Alert>
      ) : failure ? (
        <Alert tone="error">{readErrorMessage(failure, intl)}</Alert>
      ) : link.data ? (
        <>
          <p>{confirm(link.data)}</p>
          <Button className="self-start" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {unsubscribe.isPending ? (
              <FormattedMessage id="saved-searches.unsubscribe.turningOff" />
            ) : (
              <FormattedMessage id="saved-searches.unsubscribe.turnOff" />
            )}
          </Button>
        </>
      ) : (
        <ReadingLink />
      )}
    </UnsubscribeFrame>
  );
}
