import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';

const description = 'The proposals you have sent and received on listings.';

export function ProposalsListPage() {
  return (
    <PageContainer>
      <PageMeta title="Proposals" description={description} />
      <PageHeader title="Proposals" description={description} />
    </PageContainer>
  );
}
