import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';

const description = 'Your conversations with other members.';

export function MessagesPage() {
  return (
    <PageContainer>
      <PageMeta title="Messages" description={description} />
      <PageHeader title="Messages" description={description} />
    </PageContainer>
  );
}
