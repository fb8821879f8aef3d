import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function TermsPage() {
  return (
    <PageContainer>
      <PageHeader title="Terms of Use" description="The rules every member agrees to. Effective July 05, 2025." />
    </PageContainer>
  );
}
