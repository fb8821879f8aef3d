import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '#web/app/paths.ts';
import { ResendVerificationButton } from '#web/components/email-verification-notice.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useVerifyEmail } from '#web/lib/email-verification.ts';
import { describeError } from '#web/lib/form-errors.ts';
import { useSession } from '#web/lib/session.ts';

/** The return page of the emailed verification link: /verify-email?token=... */
export function VerifyEmailPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verify = useVerifyEmail();
  const { user } = useSession();
  // A link works once: the development double effect must not spend it twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    verify.mutate(token);
  }, [token, verify]);

  const failed = !token || verify.isError;
  const title = intl.formatMessage({ id: 'accounts.verifyEmail.title' });
  const description = intl.formatMessage({ id: 'accounts.verifyEmail.description' });
  const invalidLink = intl.formatMessage({ id: 'accounts.verifyEmail.invalidLink' });
  return (
    <PageContainer className="max-w-xl">
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />
      <Card className="mt-8 flex flex-col gap-4 p-6 sm:p-8">
        {verify.isPending ? (
          <p role="status">
            <FormattedMessage id="accounts.verifyEmail.verifying" />
          </p>
        ) : null}
        {verify.isSuccess ? (
          <>
            <Alert tone="success">
              <FormattedMessage id="accounts.verifyEmail.verified" />
            </Alert>
            <Button asChild className="self-start">
              <Link to={user ? paths.dashboard.home() : paths.browse()}>
                {user ? (
                  <FormattedMessage id="accounts.verifyEmail.goToDashboard" />
                ) : (
                  <FormattedMessage id="accounts.verifyEmail.browseServices" />
                )}
              </Link>
            </Button>
          </>
        ) : null}
        {failed ? (
          <>
            <Alert tone="error">{verify.isError ? describeError(verify.error, invalidLink) : invalidLink}</Alert>
            {user && !user.emailVerified ? <ResendVerificationButton /> : null}
          </>
        ) : null}
      </Card>
    </PageContainer>
  );
}
