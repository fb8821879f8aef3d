import { FormattedMessage, useIntl } from 'react-intl';
import { emailNotVerifiedMessage } from '#shared/email-verification.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { describeError } from '#web/lib/form-errors.ts';
import { useResendVerificationEmail } from '#web/lib/email-verification.ts';
import { useServerText } from '#web/lib/server-texts.ts';

/** 'Resend verification email', with what came of it. */
export function ResendVerificationButton() {
  const resend = useResendVerificationEmail();
  const intl = useIntl();
  return (
    <div className="flex flex-col items-start gap-2">
      <Button type="button" size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? (
          <FormattedMessage id="components.emailVerification.sending" />
        ) : (
          <FormattedMessage id="components.emailVerification.resend" />
        )}
      </Button>
      {resend.isSuccess ? (
        <p role="status">
          <FormattedMessage id="components.emailVerification.sent" />
        </p>
      ) : null}
      {resend.isError ? (
        <p role="alert">
          {describeError(resend.error, intl.formatMessage({ id: 'components.emailVerification.resendFailed' }))}
        </p>
      ) : null}
    </div>
  );
}

/** Where an action was refused for an unverified email: why (the server's words, `message`), and a new link. */
export function EmailVerificationRefusal({ message = emailNotVerifiedMessage }: { message?: string }) {
  const text = useServerText();
  return (
    <Alert tone="error">
      <div className="flex flex-col gap-2">
        <p>{text(message)}</p>
        <ResendVerificationButton />
      </div>
    </Alert>
  );
}

/** The header's reminder to a member who has not verified their email yet. */
export function EmailVerificationBanner() {
  const intl = useIntl();
  return (
    <section
      aria-label={intl.formatMessage({ id: 'components.emailVerification.bannerLabel' })}
      className="border-b border-border bg-accent text-accent-foreground"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6">
        <p>
          <FormattedMessage
            id="components.emailVerification.banner"
            values={{ strong: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
        <ResendVerificationButton />
      </div>
    </section>
  );
}
