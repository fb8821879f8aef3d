import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { coinsPerDollar, conversionOptions } from '#shared/constants.ts';
import { type CurrencyCode, formatMoney } from '#shared/currency.ts';
import { convertCoinsSchema, walletMessages } from '#shared/schemas/wallet.ts';
import { TermsCheckbox } from '#web/components/terms-checkbox.tsx';
import { EmailVerificationRefusal } from '#web/components/email-verification-notice.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { useConvertCoins } from '#web/features/wallet/api.ts';
import { ActionOption } from '#web/features/wallet/components/action-option.tsx';
import { WalletSection } from '#web/features/wallet/components/wallet-section.tsx';
import { coinsToCents, formatCoins } from '#web/features/wallet/format.ts';
import { useRequestId } from '#web/features/wallet/use-request-id.ts';
import { isEmailNotVerified } from '#web/lib/email-verification.ts';
import { describeError } from '#web/lib/form-errors.ts';

// The form holds what the member chooses; the request id is added per attempt (useRequestId).
const convertFormSchema = convertCoinsSchema.omit({ requestId: true });

type ConvertCoinsSectionProps = { dragonCoins: number; currency: CurrencyCode };

export function ConvertCoinsSection({ dragonCoins, currency }: ConvertCoinsSectionProps) {
  const convertCoins = useConvertCoins();
  const withRequestId = useRequestId();
  const [formError, setFormError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const [converted, setConverted] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(convertFormSchema), defaultValues: { coins: conversionOptions[0] } });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setUnverified(false);
    setConverted(null);
    try {
      await withRequestId(values.coins, (requestId) => convertCoins.mutateAsync({ ...values, requestId }));
      setConverted(`Converted ${formatCoins(values.coins)} to ${formatMoney(coinsToCents(values.coins), currency)}`);
    } catch (error) {
      if (isEmailNotVerified(error)) setUnverified(true);
      else setFormError(describeError(error, walletMessages.convertFailed));
    }
  });

  return (
    <WalletSection
      title="Convert Coins"
      description={`Turn Dragon Coins into cash at ${coinsPerDollar} DC = ${formatMoney(100, currency)}.`}
    >
      <TermsCheckbox error={errors.acceptTerms?.message} {...register('acceptTerms')} />
      <div className="grid gap-3 sm:grid-cols-2">
        {conversionOptions.map((coins) => (
          <ActionOption
            key={coins}
            title={formatCoins(coins)}
            detail={`Gives ${formatMoney(coinsToCents(coins), currency)}`}
            label={`Convert ${formatCoins(coins)}`}
            unavailable={dragonCoins < coins ? 'Not enough Dragon Coins' : undefined}
            busy={convertCoins.isPending && convertCoins.variables.coins === coins}
            disabled={isSubmitting}
            onChoose={() => {
              setValue('coins', coins);
              void submit();
            }}
          />
        ))}
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {unverified ? <EmailVerificationRefusal /> : null}
      {converted ? <Alert tone="success">{converted}</Alert> : null}
    </WalletSection>
  );
}
