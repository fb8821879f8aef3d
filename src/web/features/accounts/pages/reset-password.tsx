import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function ResetPasswordPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Reset Your Password"
        description="Choose a new password for your account, using the link from your email."
      />
    </PageContainer>
  );
}
