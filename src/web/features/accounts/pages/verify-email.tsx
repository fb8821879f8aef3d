import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
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

const description = 'Confirm your email address with the link we sent you.';
const invalidLink = 'This verification link is invalid or has expired. Please request a new one.';

/** The return page of the emailed verification link: /verify-email?token=... */
export function VerifyEmailPage() {
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
  return (
    <PageContainer className="max-w-xl">
      <PageMeta title="Verify Your Email" description={description} />
      <PageHeader title="Verify Your Email" description={description} />
      <Card className="mt-8 flex flex-col gap-4 p-6 sm:p-8">
        {verify.isPending ? <p role="status">Verifying your email...</p> : null}
        {verify.isSuccess ? (
          <>
            <Alert tone="success">
              Your email is verified. You can now post listings, send proposals and messages, convert coins and
              withdraw.
            </Alert>
            <Button asChild className="self-start">
              <Link to={user ? paths.dashboard.home() : paths.browse()}>
                {user ? 'Go to Dashboard' : 'Browse Services'}
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
