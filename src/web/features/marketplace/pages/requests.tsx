import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function RequestsPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Service Requests"
        description="Services that members are looking for. Answer a request to offer your help."
      />
    </PageContainer>
  );
}
