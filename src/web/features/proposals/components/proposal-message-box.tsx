import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { proposalMessageSchema } from '#shared/schemas/proposals.ts';
import { messagingMessages } from '#shared/schemas/messaging.ts';
import { paths } from '#web/app/paths.ts';
import { EmailVerificationRefusal } from '#web/components/email-verification-notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useSendProposalMessage } from '#web/features/proposals/api.ts';
import { isEmailNotVerified } from '#web/lib/email-verification.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';

/** Writes into the two parties' conversation, then opens it (spec: after sending, the user goes to messages). */
export function ProposalMessageBox({ proposalId, otherName }: { proposalId: string; otherName: string }) {
  const intl = useIntl();
  const sendMessage = useSendProposalMessage(proposalId);
  const navigate = useNavigate();
  const [unverified, setUnverified] = useState(false);
  const {
    register,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm(proposalMessageSchema, {
    defaultValues: { content: '' },
    fieldNames: [],
    fallback: messagingMessages.sendFailed,
    onError: (error) => {
      if (!isEmailNotVerified(error)) return false;
      setUnverified(true);
      return true;
    },
  });

  const onSubmit = submit(async (values) => {
    setUnverified(false);
    const sent = await sendMessage.mutateAsync(values);
    await navigate(paths.dashboard.messages({ conversation: sent.conversationId }));
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={intl.formatMessage({ id: 'proposals.messageBox.label' })}
      className="flex flex-col gap-3"
    >
      <FormError message={formError} />
      {unverified ? <EmailVerificationRefusal /> : null}
      <FormField
        label={intl.formatMessage({ id: 'proposals.messageBox.field' }, { name: otherName })}
        error={errors.content?.message}
      >
        {(field) => <Textarea {...field} rows={3} {...register('content')} />}
      </FormField>
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        <FormattedMessage id={isSubmitting ? 'proposals.messageBox.sending' : 'proposals.messageBox.submit'} />
      </Button>
    </form>
  );
}
