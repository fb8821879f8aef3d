import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function SignupPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Create Your Account"
        description="Join the community to offer services, request help and trade with other members."
      />
    </PageContainer>
  );
}
