import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/lib/session.ts';

type FrameProps = {
  description: string;
  /** Where a signed-in member manages these emails. */
  manage: { to: string; label: string };
  children: ReactNode;
};

/**
 * The page an email's unsubscribe link lands on, signed in or not: the link's own content in a card, then the way
 * to manage these emails for a member, or back to the marketplace for anyone else.
 */
export function UnsubscribeFrame({ description, manage, children }: FrameProps) {
  const { user } = useSession();
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'components.unsubscribe.title' });
  return (
    <PageContainer className="max-w-2xl">
      <PageMeta title={title} description={description} />
      <PageHeader title={title} />
      <Card className="mt-8 flex flex-col gap-4 p-6">
        {children}
        <p className="text-sm">
          {user ? (
            <Link to={manage.to} className="underline">
              {manage.label}
            </Link>
          ) : (
            <Link to={paths.home()} className="underline">
              <FormattedMessage id="components.unsubscribe.backHome" />
            </Link>
          )}
        </p>
      </Card>
    </PageContainer>
  );
}

export function IncompleteLink() {
  return (
    <Alert tone="error">
      <FormattedMessage id="components.unsubscribe.incomplete" />
    </Alert>
  );
}

export function ReadingLink() {
  return (
    <p className="flex items-center gap-2" role="status">
      <Spinner />
      <FormattedMessage id="components.unsubscribe.reading" />
    </p>
  );
}
