import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';

const description = 'The offer made on a listing, the people involved and its current status.';

export function ProposalDetailsPage() {
  return (
    <PageContainer>
      <PageMeta title="Proposal Details" description={description} />
      <PageHeader title="Proposal Details" description={description} />
    </PageContainer>
  );
}
