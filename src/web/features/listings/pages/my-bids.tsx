import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function MyBidsPage() {
  return (
    <PageContainer>
      <PageHeader title="My Offers (Bids)" description="The proposals you have sent and the ones you have received." />
    </PageContainer>
  );
}
