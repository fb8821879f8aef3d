// The frame every email shares: the card, its heading, and a footer that says why the member gets it and how to
// stop it (issue 34). The footer comes from the worker at send time (EmailFooterContext), from the member's settings.
import { createContext, type ReactNode, useContext } from 'react';

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
  return (
    <html lang="en">
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
      {spellOut && <p>Or open this link: {href}</p>}
    </>
  );
}

export type EmailFooter = {
  /** The app's address, for emails whose payload was queued without it. */
  appUrl: string;
  settingsUrl: string;
  /** Stops this email's kind; null for the emails that cannot be turned off (the account's security). */
  unsubscribeUrl: string | null;
  /** What the link stops, in words: 'proposals and counter-offers'. */
  about: string | null;
};

export const EmailFooterContext = createContext<EmailFooter | null>(null);

function EmailFooterLines() {
  const footer = useContext(EmailFooterContext);
  if (!footer) return null;
  return (
    <>
      {footer.unsubscribeUrl ? (
        <p style={emailStyles.muted}>
          Stop emails about {footer.about}: <a href={footer.unsubscribeUrl}>{footer.unsubscribeUrl}</a>
        </p>
      ) : (
        <p style={emailStyles.muted}>This email is about your account and its security, so it is always sent.</p>
      )}
      <p style={emailStyles.muted}>
        Choose which emails you get: <a href={footer.settingsUrl}>{footer.settingsUrl}</a>
      </p>
    </>
  );
}
