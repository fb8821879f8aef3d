import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function PrivacyPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Privacy Policy"
        description="What information we keep about you, why we keep it and how you can control it."
      />
    </PageContainer>
  );
}
