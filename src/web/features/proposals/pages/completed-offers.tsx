import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function CompletedOffersPage() {
  return (
    <PageContainer>
      <PageHeader title="Completed Offers" description="The deals you have completed with other members." />
    </PageContainer>
  );
}
