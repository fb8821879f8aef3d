import { useState } from 'react';
import { withdrawalOptionsCents } from '#shared/constants.ts';
import type { CurrencyCode } from '#shared/currency.ts';
import { walletMessages, withdrawalSchema } from '#shared/schemas/wallet.ts';
import { TermsCheckbox } from '#web/components/terms-checkbox.tsx';
import { EmailVerificationRefusal } from '#web/components/email-verification-notice.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { useRequestWithdrawal } from '#web/features/wallet/api.ts';
import { ActionOption } from '#web/features/wallet/components/action-option.tsx';
import { WalletSection } from '#web/features/wallet/components/wallet-section.tsx';
import { formatPaidInUsd, formatWholeMoney } from '#web/features/wallet/format.ts';
import { useRequestId } from '#web/features/wallet/use-request-id.ts';
import { isEmailNotVerified } from '#web/lib/email-verification.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

// The form holds what the member chooses; the request id is added per attempt (useRequestId).
const withdrawFormSchema = withdrawalSchema.omit({ requestId: true });

type WithdrawCashSectionProps = { cashBalanceCents: number; currency: CurrencyCode };

export function WithdrawCashSection({ cashBalanceCents, currency }: WithdrawCashSectionProps) {
  const requestWithdrawal = useRequestWithdrawal();
  const withRequestId = useRequestId();
  const [unverified, setUnverified] = useState(false);
  const [requested, setRequested] = useState<string | null>(null);
  const {
    register,
    submit,
    formError,
    setValue,
    formState: { errors, isSubmitting },
  } = useApiForm(withdrawFormSchema, {
    defaultValues: { amountCents: withdrawalOptionsCents[0] },
    // Every failure is said in one message below the options.
    fieldNames: [],
    fallback: walletMessages.withdrawFailed,
    onError: (error) => {
      if (!isEmailNotVerified(error)) return false;
      setUnverified(true);
      return true;
    },
  });

  const onSubmit = submit(async (values) => {
    setUnverified(false);
    setRequested(null);
    await withRequestId(values.amountCents, (requestId) => requestWithdrawal.mutateAsync({ ...values, requestId }));
    setRequested(`Withdrawal of ${formatPaidInUsd(values.amountCents, currency)} requested. It is pending review.`);
  });

  return (
    <WalletSection
      title="Withdraw Cash"
      description="The amount is held from your balance until an administrator pays it out."
    >
      <TermsCheckbox error={errors.acceptTerms?.message} {...register('acceptTerms')} />
      <div className="grid gap-3 sm:grid-cols-2">
        {withdrawalOptionsCents.map((amountCents) => (
          <ActionOption
            key={amountCents}
            title={formatWholeMoney(amountCents, 'USD')}
            detail="Paid out after review"
            label={`Withdraw ${formatPaidInUsd(amountCents, currency)}`}
            unavailable={cashBalanceCents < amountCents ? 'Not enough cash' : undefined}
            busy={requestWithdrawal.isPending && requestWithdrawal.variables.amountCents === amountCents}
            disabled={isSubmitting}
            onChoose={() => {
              setValue('amountCents', amountCents);
              void onSubmit();
            }}
          />
        ))}
      </div>
      <FormError message={formError} />
      {unverified ? <EmailVerificationRefusal /> : null}
      {requested ? <Alert tone="success">{requested}</Alert> : null}
    </WalletSection>
  );
}
