import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { CurrencyCode } from '#shared/currency.ts';
import { checkoutSchema, walletMessages, type WalletRates } from '#shared/schemas/wallet.ts';
import { useStartCheckout } from '#web/features/wallet/api.ts';
import { WalletActionSection } from '#web/features/wallet/components/wallet-action-section.tsx';
import { formatCashWithUsd, labelPackPurchase, namePack } from '#web/features/wallet/format.ts';
import { useWalletForm } from '#web/features/wallet/use-wallet-form.ts';

type BuyCoinsSectionProps = { packs: WalletRates['packs']; currency: CurrencyCode };

/** The packs at the prices the server charges now (the platform settings). */
export function BuyCoinsSection({ packs, currency }: BuyCoinsSectionProps) {
  const intl = useIntl();
  const startCheckout = useStartCheckout();
  const { form } = useWalletForm(checkoutSchema, {
    defaultValues: { coins: packs[0]?.coins ?? 0 },
    fallback: walletMessages.purchaseFailed,
    needsVerifiedEmail: false,
  });

  const onSubmit = form.submit(async (values) => {
    const { url } = await startCheckout.mutateAsync(values);
    // The provider's page may be on another site; the test checkout is ours but is entered the same way.
    window.location.assign(url);
  });

  // The buttons stay busy until the browser has left for the checkout; coming back with the history's Back
  // button may restore this very page from the browser's cache, so they are freed again then.
  const leaving = form.formState.isSubmitting || startCheckout.isSuccess;
  const { reset } = startCheckout;
  useEffect(() => {
    const freeOnReturn = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', freeOnReturn);
    return () => window.removeEventListener('pageshow', freeOnReturn);
  }, [reset]);

  return (
    <WalletActionSection
      title={intl.formatMessage({ id: 'wallet.buyCoins.title' })}
      description={intl.formatMessage({ id: 'wallet.buyCoins.description' })}
      columns={3}
      choices={packs.map((pack) => ({
        value: pack.coins,
        title: namePack(pack.coins, intl),
        detail: formatCashWithUsd(pack.priceCents, currency, intl.locale),
        label: labelPackPurchase(pack.coins, intl),
      }))}
      busyValue={leaving ? startCheckout.variables?.coins : undefined}
      disabled={leaving}
      form={form}
      onChoose={(coins) => {
        form.setValue('coins', coins);
        void onSubmit();
      }}
    />
  );
}
