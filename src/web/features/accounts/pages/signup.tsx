import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { timings } from '#shared/constants.ts';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SignUpPageForm } from '#web/features/accounts/components/sign-up-page-form.tsx';
import { useSession } from '#web/lib/session.ts';

function AccountCreated({ firstName }: { firstName: string }) {
  const navigate = useNavigate();

  // Spec: the success message stays for 3 seconds, then the new member lands on the home page.
  useEffect(() => {
    const timer = setTimeout(() => void navigate(paths.home()), timings.signUpRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Card role="status" className="mx-auto flex max-w-md flex-col items-center p-8 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-primary" />
      <h2 className="mt-4 text-2xl font-bold">
        <FormattedMessage id="accounts.signup.createdTitle" />
      </h2>
      <p className="mt-2 text-muted-foreground">
        <FormattedMessage id="accounts.signup.createdText" values={{ name: firstName }} />
      </p>
    </Card>
  );
}

export function SignupPage() {
  const intl = useIntl();
  const { user, isPending } = useSession();
  const { openSignIn } = useAuthDialog();
  // Set when this page creates the account; from then on the member is signed in but must see the success first.
  const [createdName, setCreatedName] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  // Spec: a member who is already signed in has no use for this page.
  if (user && createdName === null && !creating) return <Navigate to={paths.dashboard.home()} replace />;

  const title = intl.formatMessage({ id: 'accounts.signup.title' });
  const description = intl.formatMessage({ id: 'accounts.signup.description' });

  return (
    <PageContainer className="max-w-2xl">
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />
      <div className="mt-8">
        {createdName !== null ? <AccountCreated firstName={createdName} /> : null}
        {createdName === null && isPending ? <Spinner showLabel /> : null}
        {createdName === null && !isPending ? (
          <Card className="p-6 sm:p-8">
            <SignUpPageForm onCreatingChange={setCreating} onCreated={setCreatedName} />
            <p className="mt-6 text-center text-sm text-muted-foreground">
              <FormattedMessage
                id="accounts.signup.haveAccount"
                values={{
                  signIn: (chunks) => (
                    <Button variant="link" className="text-sm" onClick={openSignIn}>
                      {chunks}
                    </Button>
                  ),
                }}
              />
            </p>
          </Card>
        ) : null}
      </div>
    </PageContainer>
  );
}
