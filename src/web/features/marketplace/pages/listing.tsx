import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function ListingPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Listing Details"
        description="A member's listing, with a form to send the provider your proposal."
      />
    </PageContainer>
  );
}
