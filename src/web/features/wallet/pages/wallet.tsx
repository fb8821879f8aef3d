import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';

const description = 'Your cash balance and Dragon Coins: buy coins, convert them to cash or request a withdrawal.';

export function WalletPage() {
  return (
    <PageContainer>
      <PageMeta title="My Wallet" description={description} />
      <PageHeader title="My Wallet" description={description} />
    </PageContainer>
  );
}
