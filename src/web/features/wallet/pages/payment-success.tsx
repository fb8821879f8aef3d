import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';

const description =
  'Thank you for your purchase. Your Dragon Coins are added to your wallet once the payment is confirmed.';

export function PaymentSuccessPage() {
  return (
    <PageContainer>
      <PageMeta title="Payment Successful!" description={description} />
      <PageHeader title="Payment Successful!" description={description} />
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.dashboard.wallet()}>My Wallet</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.dashboard.home()}>Back to Dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.browse()}>Browse Services</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
