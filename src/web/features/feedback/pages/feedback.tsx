import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';

const description = 'Tell us what works, what does not and what you would like to see, and review what you have sent.';

export function FeedbackPage() {
  return (
    <PageContainer>
      <PageMeta title="Feedback" description={description} />
      <PageHeader title="Feedback" description={description} />
    </PageContainer>
  );
}
