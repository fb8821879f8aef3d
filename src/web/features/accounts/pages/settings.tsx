import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { timings } from '#shared/constants.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ChangePasswordDialog } from '#web/features/accounts/components/change-password-dialog.tsx';
import { useTimedFlag } from '#web/lib/use-timed-flag.ts';

const description = 'Your account, profile, theme and currency preferences, and your password.';

// Settings are the member's account settings (profile, theme, currency, session, password), so the page belongs
// to the accounts feature, where the calls it makes live.
export function SettingsPage() {
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
      <Card className="mt-6 p-6">
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
      <ChangePasswordDialog open={dialogOpen} onOpenChange={setDialogOpen} onChanged={showChanged} />
    </PageContainer>
  );
}
