import { useState } from 'react';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { FeedbackForm } from '#web/features/feedback/components/feedback-form.tsx';
import { FeedbackHistory } from '#web/features/feedback/components/feedback-history.tsx';

const description = 'Tell us what works, what does not and what you would like to see, and review what you have sent.';

export function FeedbackPage() {
  const [page, setPage] = useState(1);
  return (
    <PageContainer>
      <PageMeta title="Feedback" description={description} />
      <PageHeader title="Feedback" description={description} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <FeedbackForm onSubmitted={() => setPage(1)} />
        <FeedbackHistory page={page} onPageChange={setPage} />
      </div>
    </PageContainer>
  );
}
