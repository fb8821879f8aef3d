import { useState } from 'react';
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
  const requestWithdrawal = useRequestWithdrawal();
  const withRequestId = useRequestId();
  const [requested, setRequested] = useState<string | null>(null);
  const { form, unverified, setUnverified } = useWalletForm(withdrawFormSchema, {
    defaultValues: { amountCents: withdrawalOptionsCents[0] },
    fallback: walletMessages.withdrawFailed,
    needsVerifiedEmail: true,
  });

  const onSubmit = form.submit(async (values) => {
    setUnverified(false);
    setRequested(null);
    await withRequestId(values.amountCents, (requestId) => requestWithdrawal.mutateAsync({ ...values, requestId }));
    setRequested(`Withdrawal of ${formatPaidInUsd(values.amountCents, currency)} requested. It is pending review.`);
  });

  return (
    <WalletActionSection
      title="Withdraw Cash"
      description="The amount is held from your balance until an administrator pays it out."
      columns={2}
      choices={withdrawalOptionsCents.map((amountCents) => ({
        value: amountCents,
        title: formatWholeMoney(amountCents, 'USD'),
        detail: 'Paid out after review',
        label: `Withdraw ${formatPaidInUsd(amountCents, currency)}`,
        unavailable: cashBalanceCents < amountCents ? 'Not enough cash' : undefined,
      }))}
      busyValue={requestWithdrawal.isPending ? requestWithdrawal.variables.amountCents : undefined}
      form={form}
      onChoose={(amountCents) => {
        form.setValue('amountCents', amountCents);
        void onSubmit();
      }}
      unverified={unverified}
      success={requested}
    />
  );
}
