import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { timings } from '#shared/constants.ts';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { invalidResetLinkMessage, ResetPasswordForm } from '#web/features/accounts/components/reset-password-form.tsx';

const description = 'Choose a new password for your account, using the link from your email.';

type Outcome = 'form' | 'reset' | 'invalid-link';

function PasswordReset() {
  const navigate = useNavigate();

  // Spec: the confirmation stays for 3 seconds, then the member goes home to sign in with the new password.
  useEffect(() => {
    const timer = setTimeout(() => void navigate(paths.home()), timings.successBannerMs);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Alert tone="success">
      Your password has been reset. You can now sign in with your new password. Taking you to the home page...
    </Alert>
  );
}

function InvalidLink() {
  const { setMode, setOpen } = useAuthDialog();
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="error">{invalidResetLinkMessage}</Alert>
      <Button
        variant="outline"
        className="self-start"
        onClick={() => {
          setMode('forgot-password');
          setOpen(true);
        }}
      >
        Request a New Link
      </Button>
    </div>
  );
}

/** The return page of the emailed recovery link: /reset-password?token=... */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'invalid-link');

  return (
    <PageContainer className="max-w-xl">
      <PageMeta title="Reset Your Password" description={description} />
      <PageHeader title="Reset Your Password" description={description} />
      <Card className="mt-8 p-6 sm:p-8">
        {outcome === 'form' ? (
          <ResetPasswordForm
            token={token}
            onReset={() => setOutcome('reset')}
            onInvalidLink={() => setOutcome('invalid-link')}
          />
        ) : null}
        {outcome === 'reset' ? <PasswordReset /> : null}
        {outcome === 'invalid-link' ? <InvalidLink /> : null}
      </Card>
    </PageContainer>
  );
}
