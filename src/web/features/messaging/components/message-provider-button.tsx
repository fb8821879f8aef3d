import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { useIntl } from 'react-intl';
import { paths } from '#web/app/paths.ts';
import { EmailVerificationRefusal } from '#web/components/email-verification-notice.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useStartConversation } from '#web/features/messaging/api.ts';
import { isEmailNotVerified } from '#web/lib/email-verification.ts';
import { describeError } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useSession } from '#web/lib/session.ts';

type MessageProviderButtonProps = {
  providerId: string;
  /** 'Message provider' on a service; a request names its asker ('Message Olga Owner'). */
  label?: string;
};

/**
 * Opens the member's conversation with a listing's owner, started on the first click (one per pair, whoever
 * starts it). Shown where the listing's `can.message` allows; to members only, as the page asks visitors to sign in.
 */
export function MessageProviderButton({ providerId, label }: MessageProviderButtonProps) {
  const intl = useIntl();
  const { user } = useSession();
  const startConversation = useStartConversation();
  const navigate = useNavigate();
  const [unverified, setUnverified] = useState(false);
  if (!user) return null;

  const start = async () => {
    try {
      const conversation = await startConversation.mutateAsync(providerId);
      await navigate(paths.dashboard.messages({ conversation: conversation.id }));
    } catch (error) {
      if (isEmailNotVerified(error)) setUnverified(true);
      else toast.error(describeError(error, intl.formatMessage({ id: 'messaging.providerButton.startFailed' })));
    }
  };

  return (
    <>
      <Button variant="outline" className="w-full" disabled={startConversation.isPending} onClick={() => void start()}>
        <MessageSquare aria-hidden="true" />
        {label ?? intl.formatMessage({ id: 'messaging.providerButton.label' })}
      </Button>
      {unverified ? <EmailVerificationRefusal /> : null}
    </>
  );
}
