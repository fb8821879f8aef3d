import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';

const description = 'Approve listings and manage users, offers, transactions, feedback and platform settings.';

export function AdminPage() {
  return (
    <PageContainer>
      <PageMeta title="Admin Panel" description={description} />
      <PageHeader title="Admin Panel" description={description} />
    </PageContainer>
  );
}
