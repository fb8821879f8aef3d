import { useState } from 'react';
import { Link } from 'react-router';
import { FileText, KeyRound } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { timings } from '#shared/constants.ts';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { AccountSection } from '#web/features/accounts/components/account-section.tsx';
import { ChangePasswordDialog } from '#web/features/accounts/components/change-password-dialog.tsx';
import { DeleteAccountSection } from '#web/features/accounts/components/delete-account-section.tsx';
import { PreferencesSection } from '#web/features/accounts/components/preferences-section.tsx';
import { PushSection } from '#web/features/accounts/components/push-section.tsx';
import { NotificationSettingsSection } from '#web/features/accounts/components/notification-settings-section.tsx';
import { SessionsSection } from '#web/features/accounts/components/sessions-section.tsx';
import { useSession } from '#web/lib/session.ts';
import { useTimedFlag } from '#web/lib/use-timed-flag.ts';

// Settings are the member's account settings (profile, theme, currency, sessions, password), so the page belongs
// to the accounts feature, where the calls it makes live.
export function SettingsPage() {
  const intl = useIntl();
  const { user } = useSession();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [changedVisible, showChanged] = useTimedFlag(timings.successBannerMs);
  const title = intl.formatMessage({ id: 'accounts.settings.title' });
  const description = intl.formatMessage({ id: 'accounts.settings.description' });

  return (
    <PageContainer className="max-w-3xl">
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />
      {changedVisible ? (
        <Alert tone="success" className="mt-6">
          <FormattedMessage id="accounts.settings.passwordChanged" />
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col gap-6">
        {user ? <AccountSection user={user} /> : null}
        <PreferencesSection />
        <NotificationSettingsSection />
        <PushSection />
        <Card className="p-6">
          <section aria-labelledby="security-title" className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <div className="flex-1">
              <h2 id="security-title" className="text-lg font-semibold">
                <FormattedMessage id="accounts.settings.passwordTitle" />
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                <FormattedMessage id="accounts.settings.passwordDescription" />
              </p>
            </div>
            <Button variant="outline" onClick={() => setDialogOpen(true)}>
              <KeyRound aria-hidden="true" />
              <FormattedMessage id="accounts.settings.changePassword" />
            </Button>
          </section>
        </Card>
        <SessionsSection />
        <Card className="p-6">
          <section aria-labelledby="legal-title" className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <div className="flex-1">
              <h2 id="legal-title" className="text-lg font-semibold">
                <FormattedMessage id="accounts.settings.termsTitle" />
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                <FormattedMessage id="accounts.settings.termsDescription" />
              </p>
            </div>
            <Button asChild variant="outline">
              <Link to={paths.termsOfUse()}>
                <FileText aria-hidden="true" />
                <FormattedMessage id="accounts.settings.termsOfUse" />
              </Link>
            </Button>
          </section>
        </Card>
        <DeleteAccountSection />
      </div>
      <ChangePasswordDialog open={dialogOpen} onOpenChange={setDialogOpen} onChanged={showChanged} />
    </PageContainer>
  );
}
