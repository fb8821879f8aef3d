import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function ProfilePage() {
  return (
    <PageContainer>
      <PageHeader title="My Profile" description="Your name, photo and account details as other members see them." />
    </PageContainer>
  );
}
