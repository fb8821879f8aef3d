import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function FeedbackPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Feedback"
        description="Tell us what works, what does not and what you would like to see, and review what you have sent."
      />
    </PageContainer>
  );
}
