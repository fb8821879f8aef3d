import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

export function WalletPage() {
  return (
    <PageContainer>
      <PageHeader
        title="My Wallet"
        description="Your cash balance and Dragon Coins: buy coins, convert them to cash or request a withdrawal."
      />
    </PageContainer>
  );
}
