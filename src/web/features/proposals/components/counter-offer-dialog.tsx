import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentType } from '#shared/constants.ts';
import { counterOfferSchema, type ProposalView } from '#shared/schemas/proposals.ts';
import { negotiationMessages } from '#shared/schemas/proposal-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useCounterProposal, useListingMethods } from '#web/features/proposals/api.ts';
import { PaymentTermsFields } from '#web/features/proposals/components/payment-terms-fields.tsx';
import { findViewerSide } from '#web/features/proposals/format.ts';
import { counterDefaults, isStaleVersion, toCounterInput } from '#web/features/proposals/negotiation.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { useServerText } from '#web/lib/server-texts.ts';

const fieldNames = [
  'paymentMethods',
  'cashAmountCents',
  'offerAmount',
  'coinAmount',
  'tradeDescription',
  'note',
] as const;

/** The Counter button and its dialog: new terms for the version shown, starting from that version's terms. */
export function CounterOfferDialog({ proposal, onCountered }: { proposal: ProposalView; onCountered?: () => void }) {
  const [open, setOpen] = useState(false);
  const methods = useListingMethods(proposal.listing.id, { enabled: open });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <FormattedMessage id="proposals.counterOfferDialog.open" />
      </Button>
      <DialogContent className="max-w-lg">
        <DialogTitle>
          <FormattedMessage id="proposals.counterOfferDialog.title" />
        </DialogTitle>
        <DialogDescription>
          <FormattedMessage id="proposals.counterOfferDialog.description" />
        </DialogDescription>
        {/* Mounted on opening, so each opening starts from the latest terms. */}
        {methods.data ? (
          <CounterOfferForm
            proposal={proposal}
            acceptedMethods={methods.data}
            onDone={() => {
              setOpen(false);
              onCountered?.();
            }}
            onBack={() => setOpen(false)}
          />
        ) : (
          <div aria-busy="true" className="mt-4 flex flex-col gap-3">
            <p className="sr-only">
              <FormattedMessage id="proposals.counterOfferDialog.loading" />
            </p>
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

type CounterOfferFormProps = {
  proposal: ProposalView;
  acceptedMethods: readonly PaymentType[];
  onDone: () => void;
  onBack: () => void;
};

function CounterOfferForm({ proposal, acceptedMethods, onDone, onBack }: CounterOfferFormProps) {
  const intl = useIntl();
  const text = useServerText();
  const counter = useCounterProposal(proposal.id);
  const {
    register,
    control,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm(counterOfferSchema, {
    defaultValues: counterDefaults(proposal, acceptedMethods),
    // An amount's box leaves with its payment method, so no hidden value is sent or checked.
    shouldUnregister: true,
    fieldNames,
    fallback: intl.formatMessage({ id: 'proposals.counterOfferDialog.failed' }),
    onError: (error, { setFormError }) => {
      if (!isStaleVersion(error)) return false;
      // The hook rereads the proposal; the dialog says why before the member starts again from the new terms.
      setFormError(text(negotiationMessages.staleVersion));
      return true;
    },
  });

  const onSubmit = submit(async (values) => {
    await counter.mutateAsync(toCounterInput(values));
    onDone();
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={intl.formatMessage({ id: 'proposals.counterOfferDialog.formLabel' })}
      className="mt-4 flex flex-col gap-4"
    >
      <FormError message={formError ?? errors.version?.message} />
      {/* The version answered, which the server checks is still the latest. */}
      <input type="hidden" {...register('version', { setValueAs: Number })} />
      <PaymentTermsFields
        side={findViewerSide(proposal)}
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
      <FormField
        label={intl.formatMessage({ id: 'proposals.counterOfferDialog.offerAmount' })}
        error={errors.offerAmount?.message}
        hint={intl.formatMessage({ id: 'proposals.counterOfferDialog.offerAmountHint' })}
      >
        {(field) => <Input {...field} {...register('offerAmount')} />}
      </FormField>
      <FormField
        label={intl.formatMessage({ id: 'proposals.counterOfferDialog.note' })}
        error={errors.note?.message}
        hint={intl.formatMessage({ id: 'proposals.counterOfferDialog.noteHint' })}
      >
        {(field) => <Textarea {...field} rows={3} {...register('note')} />}
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onBack}>
          <FormattedMessage id="proposals.counterOfferDialog.back" />
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          <FormattedMessage
            id={isSubmitting ? 'proposals.counterOfferDialog.sending' : 'proposals.counterOfferDialog.submit'}
          />
        </Button>
      </div>
    </form>
  );
}
