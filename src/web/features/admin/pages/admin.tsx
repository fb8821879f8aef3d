import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function AdminPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Admin Panel"
        description="Approve listings and manage users, offers, transactions, feedback and platform settings."
      />
    </PageContainer>
  );
}
