import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function ServicesPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Services"
        description="Services offered by members of the community, paid in cash, Dragon Coins or trade."
      />
    </PageContainer>
  );
}
