import { useEffect } from 'react';
import type { CurrencyCode } from '#shared/currency.ts';
import { checkoutSchema, walletMessages, type WalletRates } from '#shared/schemas/wallet.ts';
import { TermsCheckbox } from '#web/components/terms-checkbox.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { useStartCheckout } from '#web/features/wallet/api.ts';
import { ActionOption } from '#web/features/wallet/components/action-option.tsx';
import { WalletSection } from '#web/features/wallet/components/wallet-section.tsx';
import { formatCashWithUsd, labelPackPurchase, namePack } from '#web/features/wallet/format.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

type BuyCoinsSectionProps = { packs: WalletRates['packs']; currency: CurrencyCode };

/** The packs at the prices the server charges now (the platform settings). */
export function BuyCoinsSection({ packs, currency }: BuyCoinsSectionProps) {
  const startCheckout = useStartCheckout();
  const {
    register,
    submit,
    formError,
    setValue,
    formState: { errors, isSubmitting },
  } = useApiForm(checkoutSchema, {
    defaultValues: { coins: packs[0]?.coins ?? 0 },
    // Every failure is said in one message below the options.
    fieldNames: [],
    fallback: walletMessages.purchaseFailed,
  });

  const onSubmit = submit(async (values) => {
    const { url } = await startCheckout.mutateAsync(values);
    // The provider's page may be on another site; the test checkout is ours but is entered the same way.
    window.location.assign(url);
  });

  // The buttons stay busy until the browser has left for the checkout; coming back with the history's Back
  // button may restore this very page from the browser's cache, so they are freed again then.
  const leaving = isSubmitting || startCheckout.isSuccess;
  const { reset } = startCheckout;
  useEffect(() => {
    const freeOnReturn = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', freeOnReturn);
    return () => window.removeEventListener('pageshow', freeOnReturn);
  }, [reset]);

  return (
    <WalletSection
      title="Buy Dragon Coins"
      description="Pay by card; the coins are added to your wallet once the payment is confirmed."
    >
      <TermsCheckbox error={errors.acceptTerms?.message} {...register('acceptTerms')} />
      <div className="grid gap-3 sm:grid-cols-3">
        {packs.map((pack) => (
          <ActionOption
            key={pack.coins}
            title={namePack(pack.coins)}
            detail={formatCashWithUsd(pack.priceCents, currency)}
            label={labelPackPurchase(pack.coins)}
            busy={leaving && startCheckout.variables?.coins === pack.coins}
            disabled={leaving}
            onChoose={() => {
              setValue('coins', pack.coins);
              void onSubmit();
            }}
          />
        ))}
      </div>
      <FormError message={formError} />
    </WalletSection>
  );
}
