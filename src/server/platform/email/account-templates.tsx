// The account's own emails (welcome, verification, passwords, sign-in, a purchase's receipt), in the language of the
// intl they render under (templates.tsx).
import { useIntl } from 'react-intl';
import { EmailText, say } from './email-intl.tsx';
import { EmailAction, EmailLayout, emailStyles as styles } from './layout.tsx';

// No member-supplied text here: sign-up does not verify the address first, so a name would let anyone put their
// own words into an email to any address.
export type WelcomePayload = { appUrl: string };

export function WelcomeEmail({ appUrl }: WelcomePayload) {
  const intl = useIntl();
  return (
    <EmailLayout
      appUrl={appUrl}
      preview={say(intl, 'email.welcome.subject')}
      heading={say(intl, 'email.welcome.heading')}
    >
      <p>
        <EmailText id="email.welcome.body" />
      </p>
      <EmailAction href={`${appUrl}/browse`} label={say(intl, 'email.welcome.action')} />
    </EmailLayout>
  );
}

// No name either: the address is not proven yet, and this mail goes to it.
export type VerifyEmailPayload = { appUrl: string; verifyUrl: string };

export function VerifyEmail({ appUrl, verifyUrl }: VerifyEmailPayload) {
  const intl = useIntl();
  return (
    <EmailLayout appUrl={appUrl} preview={say(intl, 'email.verify_email.heading')}>
      <p>
        <EmailText id="email.verify_email.body" />
      </p>
      <EmailAction href={verifyUrl} label={say(intl, 'email.verify_email.action')} spellOut />
      <p style={styles.muted}>
        <EmailText id="email.verify_email.note" />
      </p>
    </EmailLayout>
  );
}

export type PasswordResetPayload = { fullName: string; appUrl: string; resetUrl: string };

export function PasswordResetEmail({ fullName, appUrl, resetUrl }: PasswordResetPayload) {
  const intl = useIntl();
  return (
    <EmailLayout appUrl={appUrl} preview={say(intl, 'email.password_reset.heading')}>
      <p>
        <EmailText id="email.password_reset.body" values={{ fullName }} />
      </p>
      <EmailAction href={resetUrl} label={say(intl, 'email.password_reset.action')} spellOut />
      <p style={styles.muted}>
        <EmailText id="email.password_reset.note" />
      </p>
    </EmailLayout>
  );
}

export type PasswordChangedPayload = { fullName: string; appUrl: string };

export function PasswordChangedEmail({ fullName, appUrl }: PasswordChangedPayload) {
  const intl = useIntl();
  return (
    <EmailLayout appUrl={appUrl} preview={say(intl, 'email.password_changed.subject')}>
      <p>
        <EmailText id="email.password_changed.body" values={{ fullName }} />
      </p>
      <p>
        <EmailText id="email.password_changed.advice" />
      </p>
      <EmailAction href={appUrl} label={say(intl, 'email.password_changed.action')} />
    </EmailLayout>
  );
}

export type SignInLockedPayload = { fullName: string; appUrl: string; lockMinutes: number };

export function SignInLockedEmail({ fullName, appUrl, lockMinutes }: SignInLockedPayload) {
  const intl = useIntl();
  return (
    <EmailLayout appUrl={appUrl} preview={say(intl, 'email.sign_in_locked.heading')}>
      <p>
        <EmailText id="email.sign_in_locked.body" values={{ fullName, lockMinutes }} />
      </p>
      <p>
        <EmailText id="email.sign_in_locked.advice" />
      </p>
      <EmailAction href={appUrl} label={say(intl, 'email.sign_in_locked.action')} />
    </EmailLayout>
  );
}

export type TransactionCompletedPayload = {
  fullName: string;
  appUrl: string;
  /** The Dragon Coins bought. */
  coins: number;
  /** The price paid, in US cents. */
  amountCents: number;
};
// Receipts queued before the values were queued raw came worded in English ('1,000 Dragon Coins', '$10.00'): shown
// as queued.
type EnglishReceipt = Pick<TransactionCompletedPayload, 'fullName' | 'appUrl'> & { product: string; amount: string };

export function TransactionCompletedEmail(payload: TransactionCompletedPayload | EnglishReceipt) {
  const intl = useIntl();
  const { fullName, appUrl } = payload;
  const [product, amount] =
    'product' in payload
      ? [payload.product, payload.amount]
      : [
          say(intl, 'email.transaction_completed.coins', { coins: payload.coins }),
          // English words it as formatMoney does US dollars ('$1,247.50'); each language, as the site's prices.
          intl.formatNumber(payload.amountCents / 100, { style: 'currency', currency: 'USD' }),
        ];
  return (
    <EmailLayout appUrl={appUrl} preview={say(intl, 'email.transaction_completed.heading')}>
      <p>
        <EmailText id="email.transaction_completed.body" values={{ fullName, product, amount }} />
      </p>
      <EmailAction href={`${appUrl}/dashboard/wallet`} label={say(intl, 'email.transaction_completed.action')} />
      <p style={styles.muted}>
        <EmailText id="email.transaction_completed.note" />
      </p>
    </EmailLayout>
  );
}
