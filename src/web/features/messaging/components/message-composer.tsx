import { type KeyboardEvent, useId, useState } from 'react';
import { SendHorizontal } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { messagingMessages, sendMessageSchema } from '#shared/schemas/messaging.ts';
import { EmailVerificationRefusal } from '#web/components/email-verification-notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useSendMessage } from '#web/features/messaging/api.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { isEmailNotVerified } from '#web/lib/email-verification.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { useServerText } from '#web/lib/server-texts.ts';

type MessageComposerProps = { conversationId: string; partnerName: string };

// A rate-limited sender is told the server's reason (how long to wait); any other failure reads the spec's words.
function describeSendError(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 429 ? error.message : fallback;
}

/** The send box: Enter sends, Shift+Enter starts a new line; the box empties once the server has the message. */
export function MessageComposer({ conversationId, partnerName }: MessageComposerProps) {
  const id = useId();
  const intl = useIntl();
  const text = useServerText();
  const sendMessage = useSendMessage(conversationId);
  const [unverified, setUnverified] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  const {
    register,
    submit,
    formError: sendError,
    reset,
    formState: { errors, isSubmitting },
  } = useApiForm(sendMessageSchema, {
    defaultValues: { content: '' },
    fieldNames: [],
    fallback: messagingMessages.sendFailed,
    describeError: describeSendError,
    onError: (error) => {
      if (!isEmailNotVerified(error)) return false;
      setUnverified(true);
      return true;
    },
  });

  const onSubmit = submit(async (values) => {
    setUnverified(false);
    await sendMessage.mutateAsync(values);
    reset();
    setSentCount((count) => count + 1);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character: its Enter confirms the character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!isSubmitting) void onSubmit();
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const fieldError = errors.content?.message;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={intl.formatMessage({ id: 'messaging.composer.formLabel' })}
      className="flex flex-col gap-2 border-t border-border p-3"
    >
      <FormError message={sendError} />
      {unverified ? <EmailVerificationRefusal /> : null}
      {/* Screen readers hear that the message went; sighted members see it appear in the conversation. */}
      <p role="status" className="sr-only">
        {sentCount > 0 ? text(messagingMessages.sent) : ''}
      </p>
      <label htmlFor={id} className="sr-only">
        <FormattedMessage id="messaging.composer.label" values={{ name: partnerName }} />
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          rows={2}
          placeholder={intl.formatMessage({ id: 'messaging.composer.placeholder' })}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
          className="max-h-40 min-h-11 resize-none"
          onKeyDown={onKeyDown}
          {...register('content')}
        />
        <Button
          type="submit"
          size="icon"
          aria-label={intl.formatMessage({ id: 'messaging.composer.send' })}
          disabled={isSubmitting}
        >
          <SendHorizontal aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        <FormattedMessage id="messaging.composer.hint" />
      </p>
      {fieldError ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {fieldError}
        </p>
      ) : null}
    </form>
  );
}
