import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FlaskConical, SearchX } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '#shared/currency.ts';
import { walletMessages, type TestCheckoutOrder } from '#shared/schemas/wallet.ts';
import { paths } from '#web/app/paths.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { describeError } from '#web/lib/form-errors.ts';
import { useCancelTestCheckout, usePayTestCheckout, useTestCheckoutOrder } from '#web/features/wallet/api.ts';
import { namePack } from '#web/features/wallet/format.ts';
import { useDisplayCurrency } from '#web/lib/preferences.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useServerText } from '#web/lib/server-texts.ts';

// The built-in stand-in for the payment provider's checkout, used when none is configured: paying runs the same
// fulfilment a provider's confirmation would, and both buttons end on the pages a provider would return to.

// A malformed id is refused (400) before any lookup; to the member it is as unknown as a missing order (404).
const isNotFound = (error: Error) => error instanceof ApiError && (error.status === 404 || error.status === 400);

function CheckoutNotFound() {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-14 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-secondary text-muted-foreground">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold">
        <FormattedMessage id="wallet.testCheckout.notFound" />
      </h1>
      <p className="text-muted-foreground text-pretty">
        <FormattedMessage id="wallet.testCheckout.notFoundText" />
      </p>
      <Button asChild size="lg">
        <Link to={paths.dashboard.wallet()}>
          <FormattedMessage id="wallet.testCheckout.backToWallet" />
        </Link>
      </Button>
    </Card>
  );
}

type CheckoutFormProps = { order: TestCheckoutOrder; onStale: () => void };

function CheckoutForm({ order, onStale }: CheckoutFormProps) {
  const intl = useIntl();
  const text = useServerText();
  const currency = useDisplayCurrency();
  const navigate = useNavigate();
  const pay = usePayTestCheckout();
  const cancel = useCancelTestCheckout();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = pay.isPending || cancel.isPending || pay.isSuccess || cancel.isSuccess;

  const finish = async (action: typeof pay) => {
    setFailure(null);
    try {
      const { redirectUrl } = await action.mutateAsync(order.id);
      // Replaced, so Back from the result page skips the finished checkout.
      if (/^\/(?!\/)/.test(redirectUrl)) await navigate(redirectUrl, { replace: true });
      else window.location.replace(redirectUrl);
    } catch (error) {
      setFailure(text(describeError(error, walletMessages.purchaseFailed)));
      // Paid or cancelled meanwhile (another tab): reread the order, which then says so.
      if (error instanceof ApiError && error.status === 409) onStale();
    }
  };

  const pending = order.status === 'pending';
  return (
    <Card className="mx-auto flex max-w-md flex-col gap-6 p-8">
      <div className="flex flex-col items-start gap-3">
        <Badge variant="outline">
          <FlaskConical aria-hidden="true" />
          <FormattedMessage id="wallet.testCheckout.testMode" />
        </Badge>
        <h1 className="text-2xl font-bold">
          <FormattedMessage id="wallet.testCheckout.title" />
        </h1>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        <dt className="text-muted-foreground">
          <FormattedMessage id="wallet.testCheckout.pack" />
        </dt>
        <dd className="font-medium">{namePack(order.coins, intl)}</dd>
        <dt className="text-muted-foreground">
          <FormattedMessage id="wallet.testCheckout.price" />
        </dt>
        <dd className="font-medium">{formatMoney(order.amountCents, currency, { locale: intl.locale })}</dd>
      </dl>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {pending ? (
        <div className="flex flex-wrap gap-3">
          <Button className="flex-1" disabled={busy} onClick={() => void finish(pay)}>
            <FormattedMessage id="wallet.testCheckout.pay" />
          </Button>
          <Button className="flex-1" variant="outline" disabled={busy} onClick={() => void finish(cancel)}>
            <FormattedMessage id="wallet.testCheckout.cancel" />
          </Button>
        </div>
      ) : (
        <>
          <p role="status">
            <FormattedMessage id="wallet.testCheckout.finished" values={{ status: order.status }} />
          </p>
          <Button asChild>
            <Link to={paths.dashboard.wallet()}>
              <FormattedMessage id="wallet.testCheckout.backToWallet" />
            </Link>
          </Button>
        </>
      )}
    </Card>
  );
}

export function TestCheckoutPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'wallet.testCheckout.title' });
  const { orderId = '' } = useParams();
  const { data: order, error, isPending, refetch } = useTestCheckoutOrder(orderId);

  if (isPending) {
    return (
      <PageContainer aria-busy="true">
        <PageMeta title={title} />
        <p className="sr-only">
          <FormattedMessage id="wallet.testCheckout.loading" />
        </p>
        <Skeleton className="mx-auto h-80 max-w-md rounded-xl" />
      </PageContainer>
    );
  }

  if (error) {
    return (
      <PageContainer>
        <PageMeta title={title} />
        {isNotFound(error) ? (
          <CheckoutNotFound />
        ) : (
          <div className="mx-auto flex max-w-md flex-col items-start gap-4">
            <Alert tone="error">
              <FormattedMessage id="wallet.testCheckout.loadError" />
            </Alert>
            <Button variant="outline" onClick={() => void refetch()}>
              <FormattedMessage id="wallet.testCheckout.tryAgain" />
            </Button>
          </div>
        )}
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageMeta title={title} />
      <CheckoutForm order={order} onStale={() => void refetch()} />
    </PageContainer>
  );
}
