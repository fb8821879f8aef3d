import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { FeedbackForm } from '#web/features/feedback/components/feedback-form.tsx';
import { FeedbackHistory } from '#web/features/feedback/components/feedback-history.tsx';

export function FeedbackPage() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const title = intl.formatMessage({ id: 'feedback.page.title' });
  const description = intl.formatMessage({ id: 'feedback.page.description' });
  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <FeedbackForm onSubmitted={() => setPage(1)} />
        <FeedbackHistory page={page} onPageChange={setPage} />
      </div>
    </PageContainer>
  );
}
