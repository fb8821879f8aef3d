import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function AddListingPage() {
  return (
    <PageContainer>
      <PageHeader title="Submit New Listing" description="Describe the service you offer to the community." />
    </PageContainer>
  );
}
