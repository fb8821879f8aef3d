import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';

const description = 'The listings and requests you have posted, with their approval status.';

export function MyOffersTablePage() {
  return (
    <PageContainer>
      <PageMeta title="My Offers" description={description} />
      <PageHeader title="My Offers" description={description} />
    </PageContainer>
  );
}
