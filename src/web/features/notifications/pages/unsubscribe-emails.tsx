import { useSearchParams } from 'react-router';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { NotificationKind } from '#shared/notification-kinds.ts';
import { paths } from '#web/app/paths.ts';
import { notificationKindInSentenceMessages } from '#web/components/shared-labels.ts';
import { IncompleteLink, ReadingLink, UnsubscribeFrame } from '#web/components/unsubscribe-frame.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useKindsUnsubscribeLink, useUnsubscribeKinds } from '#web/features/notifications/api.ts';
import { readErrorMessage } from '#web/lib/form-errors.ts';

/** 'messages, proposals, reviews': the kinds as a sentence names them, in a list of the reader's language. */
function describeKinds(kinds: NotificationKind[], intl: IntlShape): string {
  const [first = '', ...others] = kinds.map((kind) =>
    intl.formatMessage({ id: notificationKindInSentenceMessages[kind] }),
  );
  return others.reduce(
    (list, item) => intl.formatMessage({ id: 'notifications.unsubscribe.listMore' }, { list, item }),
    first,
  );
}

/**
 * Where an email's 'Stop emails about ...' link lands, signed in or not (issue 34): it says which kinds the signed
 * link stands for and turns their email off when the member confirms. Opening it changes nothing, so a mail scanner
 * that follows links unsubscribes no one; the email's one-click header (RFC 8058) posts on its own.
 */
export function UnsubscribeEmailsPage() {
  const [params] = useSearchParams();
  const intl = useIntl();
  const token = params.get('token') ?? '';
  const link = useKindsUnsubscribeLink(token);
  const unsubscribe = useUnsubscribeKinds(token);
  const failure = unsubscribe.error ?? link.error;
  const manage = {
    to: `${paths.dashboard.settings()}#notifications`,
    label: intl.formatMessage({ id: 'notifications.unsubscribe.manage' }),
  };

  return (
    <UnsubscribeFrame description={intl.formatMessage({ id: 'notifications.unsubscribe.description' })} manage={manage}>
      {!token ? (
        <IncompleteLink />
      ) : unsubscribe.isSuccess ? (
        <>
          <Alert tone="success">
            <FormattedMessage
              id="notifications.unsubscribe.done"
              values={{ kinds: describeKinds(unsubscribe.data.kinds, intl) }}
            />
          </Alert>
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="notifications.unsubscribe.doneNote" />
          </p>
        </>
      ) : failure ? (
        <Alert tone="error">{readErrorMessage(failure, intl)}</Alert>
      ) : link.data ? (
        <>
          <p>
            <FormattedMessage
              id="notifications.unsubscribe.question"
              values={{ kinds: describeKinds(link.data.kinds, intl) }}
            />
          </p>
          <Button className="self-start" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {unsubscribe.isPending ? (
              <FormattedMessage id="notifications.unsubscribe.turningOff" />
            ) : (
              <FormattedMessage id="notifications.unsubscribe.turnOff" />
            )}
          </Button>
        </>
      ) : (
        <ReadingLink />
      )}
    </UnsubscribeFrame>
  );
}
