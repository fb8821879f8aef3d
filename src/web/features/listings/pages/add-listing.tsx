import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';

const description = 'Describe the service you offer to the community.';

export function AddListingPage() {
  return (
    <PageContainer>
      <PageMeta title="Submit New Listing" description={description} />
      <PageHeader title="Submit New Listing" description={description} />
    </PageContainer>
  );
}
