import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { EmailVerificationRefusal } from '#web/components/email-verification-notice.tsx';
import { TermsCheckbox } from '#web/components/terms-checkbox.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { ActionOption } from '#web/features/wallet/components/action-option.tsx';
import { WalletSection } from '#web/features/wallet/components/wallet-section.tsx';
import { cn } from '#web/lib/cn.ts';

/** One option of a wallet action, chosen by its value (coins, or cents). */
export type WalletChoice = {
  value: number;
  title: string;
  detail: string;
  label: string;
  unavailable?: string | undefined;
};

/** What the section reads of the action's form (use-wallet-form.ts): the terms box, and the last failure. */
export type WalletActionForm = {
  register: (name: 'acceptTerms') => UseFormRegisterReturn<'acceptTerms'>;
  formState: { errors: { acceptTerms?: { message?: string | undefined } | undefined }; isSubmitting: boolean };
  formError: string | null;
};

type WalletActionSectionProps = {
  title: string;
  description: string;
  /** What the member has to act with, above the terms. */
  summary?: ReactNode;
  columns: 2 | 3;
  choices: WalletChoice[];
  form: WalletActionForm;
  /** The choice whose call is running, if any. */
  busyValue: number | undefined;
  /** Every option is disabled, the form's submission aside (a checkout being left for). */
  disabled?: boolean;
  onChoose: (value: number) => void;
  /** The call was refused for an unverified email: the notice says how to verify. */
  unverified?: boolean;
  success?: string | null;
};

/**
 * A wallet action (buy, convert, withdraw): the terms to accept, one button per option, and below them what came
 * of the last choice. Each option's button names it in full, so options are told apart by name alone.
 */
export function WalletActionSection({
  title,
  description,
  summary,
  columns,
  choices,
  form,
  busyValue,
  disabled = false,
  onChoose,
  unverified = false,
  success = null,
}: WalletActionSectionProps) {
  return (
    <WalletSection title={title} description={description}>
      {summary}
      <TermsCheckbox error={form.formState.errors.acceptTerms?.message} {...form.register('acceptTerms')} />
      <div className={cn('grid gap-3', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {choices.map((choice) => (
          <ActionOption
            key={choice.value}
            title={choice.title}
            detail={choice.detail}
            label={choice.label}
            unavailable={choice.unavailable}
            busy={busyValue === choice.value}
            disabled={disabled || form.formState.isSubmitting}
            onChoose={() => onChoose(choice.value)}
          />
        ))}
      </div>
      <FormError message={form.formError} />
      {unverified ? <EmailVerificationRefusal /> : null}
      {success ? <Alert tone="success">{success}</Alert> : null}
    </WalletSection>
  );
}
