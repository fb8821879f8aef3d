import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';

const description = 'The proposals you have sent and the ones you have received.';

export function MyBidsPage() {
  return (
    <PageContainer>
      <PageMeta title="My Offers (Bids)" description={description} />
      <PageHeader title="My Offers (Bids)" description={description} />
    </PageContainer>
  );
}
