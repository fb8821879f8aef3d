import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function ProposalsListPage() {
  return (
    <PageContainer>
      <PageHeader title="Proposals" description="The proposals you have sent and received on listings." />
    </PageContainer>
  );
}
