import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CurrencyCode } from '#shared/currency.ts';
import { convertCoinsSchema, walletMessages, type WalletRates } from '#shared/schemas/wallet.ts';
import { useConvertCoins } from '#web/features/wallet/api.ts';
import { WalletActionSection } from '#web/features/wallet/components/wallet-action-section.tsx';
import { conversionUnavailable, formatCashWithUsd, formatCoins } from '#web/features/wallet/format.ts';
import { useRequestId } from '#web/features/wallet/use-request-id.ts';
import { useWalletForm } from '#web/features/wallet/use-wallet-form.ts';

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
  const intl = useIntl();
  const convertCoins = useConvertCoins();
  const withRequestId = useRequestId();
  // What the last conversion gave, worded when shown, so it follows a change of language.
  const [converted, setConverted] = useState<{ coins: number; cashCents: number } | null>(null);
  const { form, unverified, setUnverified } = useWalletForm(convertFormSchema, {
    defaultValues: { coins: rates.conversions[0]?.coins ?? 100 },
    fallback: walletMessages.convertFailed,
    needsVerifiedEmail: true,
  });

  const cashFor = (coins: number) => rates.conversions.find((option) => option.coins === coins)?.cashCents;

  const onSubmit = form.submit(async (values) => {
    setUnverified(false);
    setConverted(null);
    await withRequestId(values.coins, (requestId) => convertCoins.mutateAsync({ ...values, requestId }));
    const cashCents = cashFor(values.coins);
    if (cashCents !== undefined) setConverted({ coins: values.coins, cashCents });
  });

  return (
    <WalletActionSection
      title={intl.formatMessage({ id: 'wallet.convertCoins.title' })}
      description={intl.formatMessage(
        { id: 'wallet.convertCoins.description' },
        { rate: formatCashWithUsd(rates.conversionCentsPer100Coins, currency, intl.locale) },
      )}
      summary={
        <p className="text-sm font-medium">
          <FormattedMessage
            id="wallet.convertCoins.convertible"
            values={{ coins: formatCoins(convertibleCoins, intl) }}
          />
        </p>
      }
      columns={2}
      choices={rates.conversions.map(({ coins, cashCents }) => ({
        value: coins,
        title: formatCoins(coins, intl),
        detail: intl.formatMessage(
          { id: 'wallet.convertCoins.gives' },
          { cash: formatCashWithUsd(cashCents, currency, intl.locale) },
        ),
        label: intl.formatMessage({ id: 'wallet.convertCoins.convert' }, { coins: formatCoins(coins, intl) }),
        unavailable: conversionUnavailable(coins, { dragonCoins, convertibleCoins }, intl),
      }))}
      busyValue={convertCoins.isPending ? convertCoins.variables.coins : undefined}
      form={form}
      onChoose={(coins) => {
        form.setValue('coins', coins);
        void onSubmit();
      }}
      unverified={unverified}
      success={
        converted
          ? intl.formatMessage(
              { id: 'wallet.convertCoins.converted' },
              {
                coins: formatCoins(converted.coins, intl),
                cash: formatCashWithUsd(converted.cashCents, currency, intl.locale),
              },
            )
          : null
      }
    />
  );
}
