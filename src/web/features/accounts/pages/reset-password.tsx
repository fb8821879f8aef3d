import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { timings } from '#shared/constants.ts';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ResetPasswordForm } from '#web/features/accounts/components/reset-password-form.tsx';

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
      <FormattedMessage id="accounts.resetPassword.done" />
    </Alert>
  );
}

function InvalidLink() {
  const { setMode, setOpen } = useAuthDialog();
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="error">
        <FormattedMessage id="accounts.resetPassword.invalidLink" />
      </Alert>
      <Button
        variant="outline"
        className="self-start"
        onClick={() => {
          setMode('forgot-password');
          setOpen(true);
        }}
      >
        <FormattedMessage id="accounts.resetPassword.requestNewLink" />
      </Button>
    </div>
  );
}

/** The return page of the emailed recovery link: /reset-password?token=... */
export function ResetPasswordPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'invalid-link');
  const title = intl.formatMessage({ id: 'accounts.resetPassword.title' });
  const description = intl.formatMessage({ id: 'accounts.resetPassword.description' });

  return (
    <PageContainer className="max-w-xl">
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />
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
