import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { CircleCheck } from 'lucide-react';
import type { OfferKind, PaymentType } from '#shared/constants.ts';
import type { z } from 'zod';
import { createProposalSchema } from '#shared/schemas/proposals.ts';
import { proposalMessages } from '#shared/schemas/proposal-messages.ts';
import type { Me } from '#shared/schemas/accounts.ts';
import { paths } from '#web/app/paths.ts';
import { EmailVerificationRefusal } from '#web/components/email-verification-notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useCreateProposal } from '#web/features/proposals/api.ts';
import { PaymentTermsFields } from '#web/features/proposals/components/payment-terms-fields.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { isEmailNotVerified } from '#web/lib/email-verification.ts';
import { readRefusal } from '#web/lib/form-errors.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { useServerText } from '#web/lib/server-texts.ts';

const fieldNames = [
  'paymentMethods',
  'fullName',
  'email',
  'phone',
  'cashAmountCents',
  'offerAmount',
  'coinAmount',
  'tradeDescription',
  'message',
] as const;

const emptyToUndefined = (value: string | undefined) => value || undefined;

type ProposalFormValues = z.input<typeof createProposalSchema>;

type ProposalFormProps = {
  listingId: string;
  /** On a request the proposer is the one paid, so the form asks for their price (decision 009). */
  kind: OfferKind;
  /** Only these may be chosen (spec); a single one is chosen already. */
  acceptedMethods: readonly PaymentType[];
  member: Pick<Me, 'fullName' | 'email'>;
  /** The member's proposal on this listing still waiting for an answer, if any (the panel keeps it live). */
  pendingProposalId: string | null;
  /**
   * Told when a proposal is being sent and its submitted view is shown or left, so the panel keeps showing the form
   * rather than the pending notice.
   */
  onSubmittedChange: (submitted: boolean) => void;
};

/** The listing page's proposal form and, once sent, its submitted view. */
export function ProposalForm({
  listingId,
  kind,
  acceptedMethods,
  member,
  pendingProposalId,
  onSubmittedChange,
}: ProposalFormProps) {
  const intl = useIntl();
  const text = useServerText();
  const createProposal = useCreateProposal(listingId);
  const [unverified, setUnverified] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const defaultValues: ProposalFormValues = {
    paymentMethods: acceptedMethods.length === 1 ? [...acceptedMethods] : [],
    fullName: member.fullName,
    email: member.email,
    phone: '',
    offerAmount: '',
    tradeDescription: '',
    message: '',
  };
  const {
    register,
    submit,
    formError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useApiForm(createProposalSchema, {
    defaultValues,
    // The coin amount and the trade box leave the form with their payment method, so no hidden value is sent.
    shouldUnregister: true,
    fieldNames,
    fallback: proposalMessages.submitFailed,
    onError: (error, { setFormError }) => {
      // A session that ended in another tab gets a 401: the spec's words say what to do.
      if (error instanceof ApiError && error.status === 401) setFormError(text(proposalMessages.signInRequired));
      else if (isEmailNotVerified(error)) setUnverified(true);
      else return false;
      return true;
    },
    describeError: (error, fallback) => {
      const refusal = readRefusal(error);
      return refusal ? proposalMessages.submitRefused(refusal) : fallback;
    },
  });

  const onSubmit = submit(async (values) => {
    setUnverified(false);
    // Told before sending: the answer's cache updates (the proposal pending, the listing's flags) would otherwise
    // swap this form for the pending notice before its submitted view could show.
    onSubmittedChange(true);
    try {
      await createProposal.mutateAsync({
        ...values,
        phone: emptyToUndefined(values.phone),
        offerAmount: emptyToUndefined(values.offerAmount),
        tradeDescription: emptyToUndefined(values.tradeDescription),
        message: emptyToUndefined(values.message),
      });
    } catch (error) {
      onSubmittedChange(false);
      throw error;
    }
    setSubmitted(true);
  });

  function startAnother() {
    reset(defaultValues);
    setSubmitted(false);
    onSubmittedChange(false);
  }

  if (submitted) return <SubmittedView pendingProposalId={pendingProposalId} onAnother={startAnother} />;

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">
        <FormattedMessage id="proposals.form.title" />
      </h2>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={intl.formatMessage({ id: 'proposals.form.label' })}
        className="mt-4 flex flex-col gap-4"
      >
        <FormError message={formError} />
        {unverified ? <EmailVerificationRefusal /> : null}
        <PaymentTermsFields
          side={kind === 'request' ? 'provider' : 'payer'}
          register={register}
          control={control}
          acceptedMethods={acceptedMethods}
          errors={{
            paymentMethods: errors.paymentMethods?.message,
            cashAmountCents: errors.cashAmountCents?.message,
            coinAmount: errors.coinAmount?.message,
            tradeDescription: errors.tradeDescription?.message,
          }}
        />
        <FormField label={intl.formatMessage({ id: 'proposals.form.fullName' })} error={errors.fullName?.message}>
          {(field) => <Input {...field} autoComplete="name" {...register('fullName')} />}
        </FormField>
        <FormField label={intl.formatMessage({ id: 'proposals.form.email' })} error={errors.email?.message}>
          {(field) => <Input {...field} type="email" autoComplete="email" {...register('email')} />}
        </FormField>
        <FormField label={intl.formatMessage({ id: 'proposals.form.phone' })} error={errors.phone?.message}>
          {(field) => <Input {...field} type="tel" autoComplete="tel" {...register('phone')} />}
        </FormField>
        <FormField
          label={intl.formatMessage({ id: 'proposals.form.offerAmount' })}
          error={errors.offerAmount?.message}
          hint={intl.formatMessage({ id: 'proposals.form.offerAmountHint' })}
        >
          {(field) => <Input {...field} {...register('offerAmount')} />}
        </FormField>
        <FormField label={intl.formatMessage({ id: 'proposals.form.message' })} error={errors.message?.message}>
          {(field) => <Textarea {...field} rows={4} {...register('message')} />}
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          <FormattedMessage id={isSubmitting ? 'proposals.form.submitting' : 'proposals.form.submit'} />
        </Button>
      </form>
    </Card>
  );
}

// Only one proposal per listing may wait for an answer: while it does, the way on is to it, not to another.
function SubmittedView({ pendingProposalId, onAnother }: { pendingProposalId: string | null; onAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form is gone; the confirmation takes the focus so it is what a screen reader reads next.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Card role="status" className="flex flex-col items-center gap-3 p-6 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-primary" />
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        <FormattedMessage id="proposals.form.submittedTitle" />
      </h2>
      <p className="text-sm text-muted-foreground text-pretty">
        <FormattedMessage id="proposals.form.submittedText" />
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={paths.proposals()}>
            <FormattedMessage id="proposals.form.viewProposals" />
          </Link>
        </Button>
        {pendingProposalId ? (
          <Button asChild variant="outline">
            <Link to={paths.proposal(pendingProposalId)}>
              <FormattedMessage id="proposals.form.viewProposal" />
            </Link>
          </Button>
        ) : (
          <Button variant="outline" onClick={onAnother}>
            <FormattedMessage id="proposals.form.another" />
          </Button>
        )}
      </div>
    </Card>
  );
}
