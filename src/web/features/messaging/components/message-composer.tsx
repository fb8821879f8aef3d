import { type KeyboardEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SendHorizontal } from 'lucide-react';
import { messagingMessages, type SendMessageInput, sendMessageSchema } from '#shared/schemas/messaging.ts';
import { EmailVerificationRefusal } from '#web/components/email-verification-notice.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useSendMessage } from '#web/features/messaging/api.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { isEmailNotVerified } from '#web/lib/email-verification.ts';

type MessageComposerProps = { conversationId: string; partnerName: string };

// A rate-limited sender is told the server's reason (how long to wait); any other failure reads the spec's words.
function describeSendError(error: unknown): string {
  return error instanceof ApiError && error.status === 429 ? error.message : messagingMessages.sendFailed;
}

/** The send box: Enter sends, Shift+Enter starts a new line; the box empties once the server has the message. */
export function MessageComposer({ conversationId, partnerName }: MessageComposerProps) {
  const id = useId();
  const sendMessage = useSendMessage(conversationId);
  const [sendError, setSendError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SendMessageInput>({ resolver: zodResolver(sendMessageSchema), defaultValues: { content: '' } });

  const submit = handleSubmit(async (values) => {
    setSendError(null);
    setUnverified(false);
    try {
      await sendMessage.mutateAsync(values);
      reset();
      setSentCount((count) => count + 1);
    } catch (error) {
      if (isEmailNotVerified(error)) setUnverified(true);
      else setSendError(describeSendError(error));
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character: its Enter confirms the character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!isSubmitting) void submit();
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const fieldError = errors.content?.message;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Send a message"
      className="flex flex-col gap-2 border-t border-border p-3"
    >
      {sendError ? <Alert tone="error">{sendError}</Alert> : null}
      {unverified ? <EmailVerificationRefusal /> : null}
      {/* Screen readers hear that the message went; sighted members see it appear in the conversation. */}
      <p role="status" className="sr-only">
        {sentCount > 0 ? messagingMessages.sent : ''}
      </p>
      <label htmlFor={id} className="sr-only">
        Message {partnerName}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          rows={2}
          placeholder="Type a message..."
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
          className="max-h-40 min-h-11 resize-none"
          onKeyDown={onKeyDown}
          {...register('content')}
        />
        <Button type="submit" size="icon" aria-label="Send" disabled={isSubmitting}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        Enter to send, Shift+Enter for a new line.
      </p>
      {fieldError ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {fieldError}
        </p>
      ) : null}
    </form>
  );
}
