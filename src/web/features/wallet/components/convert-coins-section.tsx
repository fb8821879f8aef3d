import { useState } from 'react';
import type { CurrencyCode } from '#shared/currency.ts';
import { convertCoinsSchema, walletMessages, type WalletRates } from '#shared/schemas/wallet.ts';
import { TermsCheckbox } from '#web/components/terms-checkbox.tsx';
import { EmailVerificationRefusal } from '#web/components/email-verification-notice.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { useConvertCoins } from '#web/features/wallet/api.ts';
import { ActionOption } from '#web/features/wallet/components/action-option.tsx';
import { WalletSection } from '#web/features/wallet/components/wallet-section.tsx';
import { conversionUnavailable, formatCashWithUsd, formatCoins } from '#web/features/wallet/format.ts';
import { useRequestId } from '#web/features/wallet/use-request-id.ts';
import { isEmailNotVerified } from '#web/lib/email-verification.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

// The form holds what the member chooses; the request id is added per attempt (useRequestId).
const convertFormSchema = convertCoinsSchema.omit({ requestId: true });

type ConvertCoinsSectionProps = {
  dragonCoins: number;
  convertibleCoins: number;
  rates: WalletRates;
  currency: CurrencyCode;
};

/** The rate and what each step pays come from the server (the platform settings), as the conversion itself does. */
export function ConvertCoinsSection({ dragonCoins, convertibleCoins, rates, currency }: ConvertCoinsSectionProps) {
  const convertCoins = useConvertCoins();
  const withRequestId = useRequestId();
  const [unverified, setUnverified] = useState(false);
  const [converted, setConverted] = useState<string | null>(null);
  const {
    register,
    submit,
    formError,
    setValue,
    formState: { errors, isSubmitting },
  } = useApiForm(convertFormSchema, {
    defaultValues: { coins: rates.conversions[0]?.coins ?? 100 },
    // Every failure is said in one message below the options.
    fieldNames: [],
    fallback: walletMessages.convertFailed,
    onError: (error) => {
      if (!isEmailNotVerified(error)) return false;
      setUnverified(true);
      return true;
    },
  });

  const cashFor = (coins: number) => rates.conversions.find((option) => option.coins === coins)?.cashCents;

  const onSubmit = submit(async (values) => {
    setUnverified(false);
    setConverted(null);
    await withRequestId(values.coins, (requestId) => convertCoins.mutateAsync({ ...values, requestId }));
    const cashCents = cashFor(values.coins);
    if (cashCents !== undefined) {
      setConverted(`Converted ${formatCoins(values.coins)} to ${formatCashWithUsd(cashCents, currency)}`);
    }
  });

  return (
    <WalletSection
      title="Convert Coins"
      description={`Turn Dragon Coins earned in deals into cash at ${formatCashWithUsd(rates.conversionCentsPer100Coins, currency)} per 100 DC.`}
    >
      <p className="text-sm font-medium">Convertible: {formatCoins(convertibleCoins)}</p>
      <TermsCheckbox error={errors.acceptTerms?.message} {...register('acceptTerms')} />
      <div className="grid gap-3 sm:grid-cols-2">
        {rates.conversions.map(({ coins, cashCents }) => (
          <ActionOption
            key={coins}
            title={formatCoins(coins)}
            detail={`Gives ${formatCashWithUsd(cashCents, currency)}`}
            label={`Convert ${formatCoins(coins)}`}
            unavailable={conversionUnavailable(coins, { dragonCoins, convertibleCoins })}
            busy={convertCoins.isPending && convertCoins.variables.coins === coins}
            disabled={isSubmitting}
            onChoose={() => {
              setValue('coins', coins);
              void onSubmit();
            }}
          />
        ))}
      </div>
      <FormError message={formError} />
      {unverified ? <EmailVerificationRefusal /> : null}
      {converted ? <Alert tone="success">{converted}</Alert> : null}
    </WalletSection>
  );
}
