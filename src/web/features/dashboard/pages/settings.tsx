import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function SettingsPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Settings"
        description="Your account, profile, theme and currency preferences, and your password."
      />
    </PageContainer>
  );
}
