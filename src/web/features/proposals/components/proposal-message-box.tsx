import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ProposalMessageInput, proposalMessageSchema } from '#shared/schemas/proposals.ts';
import { messagingMessages } from '#shared/schemas/messaging.ts';
import { paths } from '#web/app/paths.ts';
import { EmailVerificationRefusal } from '#web/components/email-verification-notice.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useSendProposalMessage } from '#web/features/proposals/api.ts';
import { isEmailNotVerified } from '#web/lib/email-verification.ts';
import { describeError } from '#web/lib/form-errors.ts';

/** Writes into the two parties' conversation, then opens it (spec: after sending, the user goes to messages). */
export function ProposalMessageBox({ proposalId, otherName }: { proposalId: string; otherName: string }) {
  const sendMessage = useSendProposalMessage(proposalId);
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProposalMessageInput>({ resolver: zodResolver(proposalMessageSchema), defaultValues: { content: '' } });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setUnverified(false);
    try {
      const sent = await sendMessage.mutateAsync(values);
      await navigate(paths.dashboard.messages({ conversation: sent.conversationId }));
    } catch (error) {
      if (isEmailNotVerified(error)) setUnverified(true);
      else setFormError(describeError(error, messagingMessages.sendFailed));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Message" className="flex flex-col gap-3">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {unverified ? <EmailVerificationRefusal /> : null}
      <FormField label={`Message ${otherName}`} error={errors.content?.message}>
        {(field) => <Textarea {...field} rows={3} {...register('content')} />}
      </FormField>
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
