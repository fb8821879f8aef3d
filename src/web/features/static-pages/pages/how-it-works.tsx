import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function HowItWorksPage() {
  return (
    <PageContainer>
      <PageHeader
        title="How It Works"
        description="How to list a service, send a proposal and settle a deal in cash, Dragon Coins or trade."
      />
    </PageContainer>
  );
}
