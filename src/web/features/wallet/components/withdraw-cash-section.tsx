import { useState } from 'react';
import { useIntl } from 'react-intl';
import { withdrawalOptionsCents } from '#shared/constants.ts';
import type { CurrencyCode } from '#shared/currency.ts';
import { walletMessages, withdrawalSchema } from '#shared/schemas/wallet.ts';
import { useRequestWithdrawal } from '#web/features/wallet/api.ts';
import { WalletActionSection } from '#web/features/wallet/components/wallet-action-section.tsx';
import { formatPaidInUsd, formatWholeMoney } from '#web/features/wallet/format.ts';
import { useRequestId } from '#web/features/wallet/use-request-id.ts';
import { useWalletForm } from '#web/features/wallet/use-wallet-form.ts';

// The form holds what the member chooses; the request id is added per attempt (useRequestId).
const withdrawFormSchema = withdrawalSchema.omit({ requestId: true });

type WithdrawCashSectionProps = { cashBalanceCents: number; currency: CurrencyCode };

export function WithdrawCashSection({ cashBalanceCents, currency }: WithdrawCashSectionProps) {
  const intl = useIntl();
  const requestWithdrawal = useRequestWithdrawal();
  const withRequestId = useRequestId();
  // The amount of the last withdrawal requested, worded when shown, so it follows a change of language.
  const [requested, setRequested] = useState<number | null>(null);
  const { form, unverified, setUnverified } = useWalletForm(withdrawFormSchema, {
    defaultValues: { amountCents: withdrawalOptionsCents[0] },
    fallback: walletMessages.withdrawFailed,
    needsVerifiedEmail: true,
  });

  const onSubmit = form.submit(async (values) => {
    setUnverified(false);
    setRequested(null);
    await withRequestId(values.amountCents, (requestId) => requestWithdrawal.mutateAsync({ ...values, requestId }));
    setRequested(values.amountCents);
  });

  return (
    <WalletActionSection
      title={intl.formatMessage({ id: 'wallet.withdrawCash.title' })}
      description={intl.formatMessage({ id: 'wallet.withdrawCash.description' })}
      columns={2}
      choices={withdrawalOptionsCents.map((amountCents) => ({
        value: amountCents,
        title: formatWholeMoney(amountCents, 'USD', intl.locale),
        detail: intl.formatMessage({ id: 'wallet.withdrawCash.paidAfterReview' }),
        label: intl.formatMessage(
          { id: 'wallet.withdrawCash.withdraw' },
          { amount: formatPaidInUsd(amountCents, currency, intl.locale) },
        ),
        unavailable:
          cashBalanceCents < amountCents ? intl.formatMessage({ id: 'wallet.withdrawCash.notEnoughCash' }) : undefined,
      }))}
      busyValue={requestWithdrawal.isPending ? requestWithdrawal.variables.amountCents : undefined}
      form={form}
      onChoose={(amountCents) => {
        form.setValue('amountCents', amountCents);
        void onSubmit();
      }}
      unverified={unverified}
      success={
        requested === null
          ? null
          : intl.formatMessage(
              { id: 'wallet.withdrawCash.requested' },
              { amount: formatPaidInUsd(requested, currency, intl.locale) },
            )
      }
    />
  );
}
