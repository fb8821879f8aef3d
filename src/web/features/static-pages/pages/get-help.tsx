import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function GetHelpPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Get Help"
        description="Send a request to our support team or find answers to common questions. We answer within 24-48 hours."
      />
    </PageContainer>
  );
}
