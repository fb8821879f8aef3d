import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function ProposalDetailsPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Proposal Details"
        description="The offer made on a listing, the people involved and its current status."
      />
    </PageContainer>
  );
}
