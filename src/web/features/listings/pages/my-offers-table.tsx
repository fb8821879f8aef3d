import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function MyOffersTablePage() {
  return (
    <PageContainer>
      <PageHeader
        title="My Offers"
        description="The listings and requests you have posted, with their approval status."
      />
    </PageContainer>
  );
}
