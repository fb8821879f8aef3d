import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function AboutUsPage() {
  return (
    <PageContainer>
      <PageHeader
        title="About Us"
        description="Who we are and why we built a marketplace where community meets commerce."
      />
    </PageContainer>
  );
}
