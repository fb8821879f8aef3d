// The frame every email shares: the card, its heading, and a footer that says why the member gets it and how to
// stop it (issue 34). The footer comes from the worker at send time (EmailFooterContext), from the member's settings;
// the words, like the whole email's, in the recipient's language (email-intl.tsx).
import { createContext, type ReactNode, useContext } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { directionOf, isLocale } from '#shared/locales.ts';
import type { NotificationKind } from '#shared/notification-kinds.ts';
import { type EmailMessageId, EmailText, linkTo, say } from './email-intl.tsx';

// The heading repeats the preview unless it says it differently (the welcome email's has an exclamation mark).
type Layout = { appUrl: string; preview: string; heading?: string; children: ReactNode };

export const emailStyles = {
  body: { backgroundColor: '#faf7f2', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1c1917', padding: '24px' },
  card: { backgroundColor: '#ffffff', borderRadius: '12px', padding: '32px', maxWidth: '520px', margin: '0 auto' },
  button: {
    display: 'inline-block',
    backgroundColor: '#c2410c',
    color: '#ffffff',
    padding: '12px 20px',
    borderRadius: '8px',
    textDecoration: 'none',
    fontWeight: 600,
  },
  muted: { color: '#78716c', fontSize: '13px' },
} as const;

export function EmailLayout({ appUrl, preview, heading = preview, children }: Layout) {
  const { locale } = useIntl();
  return (
    <html lang={locale} dir={isLocale(locale) ? directionOf(locale) : 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <title>{preview}</title>
      </head>
      <body style={emailStyles.body}>
        <div style={emailStyles.card}>
          <h1>{heading}</h1>
          {children}
          <p style={emailStyles.muted}>
            Dragon Market · <a href={appUrl}>{appUrl}</a>
          </p>
          <EmailFooterLines />
        </div>
      </body>
    </html>
  );
}

// A link a mail client may not show as a button is also spelled out (`spellOut`), for the member to copy.
type ActionProps = { href: string; label: string; spellOut?: boolean };

export function EmailAction({ href, label, spellOut = false }: ActionProps) {
  return (
    <>
      <p>
        <a href={href} style={emailStyles.button}>
          {label}
        </a>
      </p>
      {spellOut && (
        <p>
          <EmailText id="email.layout.openLink" values={{ href }} />
        </p>
      )}
    </>
  );
}

export type EmailFooter = {
  /** The app's address, for emails whose payload was queued without it. */
  appUrl: string;
  settingsUrl: string;
  /** Stops this email's kind; null for the emails that cannot be turned off (the account's security). */
  unsubscribeUrl: string | null;
  /** The kinds the link stops, named in the email's language ('proposals and counter-offers'); none without one. */
  kinds: readonly NotificationKind[];
};

export const EmailFooterContext = createContext<EmailFooter | null>(null);

// Each id written whole, for the catalog check's search (scripts/check-messages.mjs).
const kindNames: Record<NotificationKind, EmailMessageId> = {
  messages: 'email.layout.kind.messages',
  proposals: 'email.layout.kind.proposals',
  deals: 'email.layout.kind.deals',
  disputes: 'email.layout.kind.disputes',
  reviews: 'email.layout.kind.reviews',
  saved: 'email.layout.kind.saved',
  listings: 'email.layout.kind.listings',
  wallet: 'email.layout.kind.wallet',
};

/**
 * The footer's kinds in the email's language ('reviews, listing approvals and expiry'). A unit list: English joins
 * it with commas alone, as the footer always has.
 */
const nameKinds = (intl: IntlShape, kinds: readonly NotificationKind[]): string =>
  intl.formatList(
    kinds.map((kind) => say(intl, kindNames[kind])),
    { type: 'unit', style: 'long' },
  );

function EmailFooterLines() {
  const footer = useContext(EmailFooterContext);
  const intl = useIntl();
  if (!footer) return null;
  return (
    <>
      {footer.unsubscribeUrl ? (
        <p style={emailStyles.muted}>
          <EmailText
            id="email.layout.stopKinds"
            values={{
              kinds: nameKinds(intl, footer.kinds),
              url: footer.unsubscribeUrl,
              link: linkTo(footer.unsubscribeUrl),
            }}
          />
        </p>
      ) : (
        <p style={emailStyles.muted}>
          <EmailText id="email.layout.alwaysSent" />
        </p>
      )}
      <p style={emailStyles.muted}>
        <EmailText
          id="email.layout.chooseEmails"
          values={{ url: footer.settingsUrl, link: linkTo(footer.settingsUrl) }}
        />
      </p>
    </>
  );
}
