import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';

export function PaymentCancelledPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'wallet.paymentCancelled.title' });
  const description = intl.formatMessage({ id: 'wallet.paymentCancelled.description' });
  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.dashboard.wallet()}>
            <FormattedMessage id="wallet.paymentCancelled.tryAgain" />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.dashboard.home()}>
            <FormattedMessage id="wallet.paymentCancelled.backToDashboard" />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.browse()}>
            <FormattedMessage id="wallet.paymentCancelled.browseServices" />
          </Link>
        </Button>
      </div>
    </PageContainer>
  );
}
