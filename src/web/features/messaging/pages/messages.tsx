import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function MessagesPage() {
  return (
    <PageContainer>
      <PageHeader title="Messages" description="Your conversations with other members." />
    </PageContainer>
  );
}
