import { useState } from 'react';
import { Link } from 'react-router';
import { FileText, KeyRound } from 'lucide-react';
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

const description = 'Your account, theme and currency preferences, password, signed-in devices and account removal.';

// Settings are the member's account settings (profile, theme, currency, sessions, password), so the page belongs
// to the accounts feature, where the calls it makes live.
export function SettingsPage() {
  const { user } = useSession();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [changedVisible, showChanged] = useTimedFlag(timings.successBannerMs);

  return (
    <PageContainer className="max-w-3xl">
      <PageMeta title="Settings" description={description} />
      <PageHeader title="Settings" description={description} />
      {changedVisible ? (
        <Alert tone="success" className="mt-6">
          Password changed successfully
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
                Password
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                Change the password you sign in with. Your other devices will be signed out.
              </p>
            </div>
            <Button variant="outline" onClick={() => setDialogOpen(true)}>
              <KeyRound aria-hidden="true" />
              Change Password
            </Button>
          </section>
        </Card>
        <SessionsSection />
        <Card className="p-6">
          <section aria-labelledby="legal-title" className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <div className="flex-1">
              <h2 id="legal-title" className="text-lg font-semibold">
                Terms
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                The rules for using the marketplace, Dragon Coins and your wallet.
              </p>
            </div>
            <Button asChild variant="outline">
              <Link to={paths.termsOfUse()}>
                <FileText aria-hidden="true" />
                Terms of Use
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
