import { useState } from 'react';
import { coinsPerDollar, conversionOptions } from '#shared/constants.ts';
import { type CurrencyCode, formatMoney } from '#shared/currency.ts';
import { convertCoinsSchema, walletMessages } from '#shared/schemas/wallet.ts';
import { TermsCheckbox } from '#web/components/terms-checkbox.tsx';
import { EmailVerificationRefusal } from '#web/components/email-verification-notice.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { useConvertCoins } from '#web/features/wallet/api.ts';
import { ActionOption } from '#web/features/wallet/components/action-option.tsx';
import { WalletSection } from '#web/features/wallet/components/wallet-section.tsx';
import { coinsToCents, conversionUnavailable, formatCoins } from '#web/features/wallet/format.ts';
import { useRequestId } from '#web/features/wallet/use-request-id.ts';
import { isEmailNotVerified } from '#web/lib/email-verification.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

// The form holds what the member chooses; the request id is added per attempt (useRequestId).
const convertFormSchema = convertCoinsSchema.omit({ requestId: true });

type ConvertCoinsSectionProps = { dragonCoins: number; convertibleCoins: number; currency: CurrencyCode };

export function ConvertCoinsSection({ dragonCoins, convertibleCoins, currency }: ConvertCoinsSectionProps) {
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
    defaultValues: { coins: conversionOptions[0] },
    // Every failure is said in one message below the options.
    fieldNames: [],
    fallback: walletMessages.convertFailed,
    onError: (error) => {
      if (!isEmailNotVerified(error)) return false;
      setUnverified(true);
      return true;
    },
  });

  const onSubmit = submit(async (values) => {
    setUnverified(false);
    setConverted(null);
    await withRequestId(values.coins, (requestId) => convertCoins.mutateAsync({ ...values, requestId }));
    setConverted(`Converted ${formatCoins(values.coins)} to ${formatMoney(coinsToCents(values.coins), currency)}`);
  });

  return (
    <WalletSection
      title="Convert Coins"
      description={`Turn Dragon Coins earned in deals into cash at ${coinsPerDollar} DC = ${formatMoney(100, currency)}.`}
    >
      <p className="text-sm font-medium">Convertible: {formatCoins(convertibleCoins)}</p>
      <TermsCheckbox error={errors.acceptTerms?.message} {...register('acceptTerms')} />
      <div className="grid gap-3 sm:grid-cols-2">
        {conversionOptions.map((coins) => (
          <ActionOption
            key={coins}
            title={formatCoins(coins)}
            detail={`Gives ${formatMoney(coinsToCents(coins), currency)}`}
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
