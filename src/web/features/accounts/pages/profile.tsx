import { useEffect, useRef, useState } from 'react';
import { Pencil } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { timings } from '#shared/constants.ts';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ProfileDetails } from '#web/features/accounts/components/profile-details.tsx';
import { ProfileEditForm } from '#web/features/accounts/components/profile-edit-form.tsx';
import { useSession } from '#web/lib/session.ts';
import { useTimedFlag } from '#web/lib/use-timed-flag.ts';

// The guard keeps visitors out; this view covers the moment a session ends while the page is open.
function AuthenticationRequired() {
  const intl = useIntl();
  const { openSignIn } = useAuthDialog();
  return (
    <PageContainer className="max-w-xl text-center">
      <PageMeta title={intl.formatMessage({ id: 'accounts.profile.authRequiredTitle' })} />
      <h1 className="text-3xl font-bold tracking-tight">
        <FormattedMessage id="accounts.profile.authRequiredTitle" />
      </h1>
      <p className="mt-3 text-muted-foreground">
        <FormattedMessage id="accounts.profile.authRequiredText" />
      </p>
      <Button className="mt-6" onClick={openSignIn}>
        <FormattedMessage id="accounts.profile.signIn" />
      </Button>
    </PageContainer>
  );
}

/** My Profile, at /profile and /dashboard/profile. */
export function ProfilePage() {
  const intl = useIntl();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const [savedVisible, showSaved] = useTimedFlag(timings.successBannerMs);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const leftEditing = useRef(false);

  // Back from the form (saved or cancelled), focus returns to the button that opened it.
  useEffect(() => {
    if (editing || !leftEditing.current) return;
    leftEditing.current = false;
    editButtonRef.current?.focus();
  }, [editing]);

  function stopEditing() {
    leftEditing.current = true;
    setEditing(false);
  }

  if (!user) return <AuthenticationRequired />;

  const title = intl.formatMessage({ id: 'accounts.profile.title' });
  const description = intl.formatMessage({ id: 'accounts.profile.description' });

  return (
    <PageContainer className="max-w-3xl">
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description}>
        {editing ? null : (
          <Button ref={editButtonRef} variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            <FormattedMessage id="accounts.profile.edit" />
          </Button>
        )}
      </PageHeader>
      {savedVisible ? (
        <Alert tone="success" className="mt-6">
          <FormattedMessage id="accounts.profile.saved" />
        </Alert>
      ) : null}
      <Card className="mt-6 p-6 sm:p-8">
        {editing ? (
          <ProfileEditForm
            user={user}
            onCancel={stopEditing}
            onSaved={() => {
              stopEditing();
              showSaved();
            }}
          />
        ) : (
          <ProfileDetails user={user} />
        )}
      </Card>
    </PageContainer>
  );
}
