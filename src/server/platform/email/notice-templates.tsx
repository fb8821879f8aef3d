// Emails made from notifications (issue 34): one notification by email, for the kinds no feature writes an email of
// its own for, and the digest that gathers a member's held emails into one, daily or weekly.
import { useContext } from 'react';
import { EmailAction, EmailFooterContext, EmailLayout } from './layout.tsx';

export type NoticePayload = {
  fullName: string;
  title: string;
  /** The notification's text; null where it quotes another member's words, which stay on the site. */
  message: string | null;
  /** Where the notification leads, a path of the app. */
  path: string;
  kind: string;
};

const useAppUrl = () => useContext(EmailFooterContext)?.appUrl ?? '';

export function NoticeEmail({ fullName, title, message, path }: NoticePayload) {
  const appUrl = useAppUrl();
  return (
    <EmailLayout appUrl={appUrl} preview={title}>
      <p>Hello {fullName},</p>
      {message ? <p>{message}</p> : <p>Open Dragon Market to read it.</p>}
      <EmailAction href={`${appUrl}${path}`} label="Open in Dragon Market" />
    </EmailLayout>
  );
}

export type DigestItem = { text: string; path: string };
export type NoticeDigestPayload = {
  fullName: string;
  /** The kinds the digest gathers, which its unsubscribe link stops. */
  kinds: string[];
  sections: { label: string; items: DigestItem[] }[];
};

export function NoticeDigestEmail({ fullName, sections }: NoticeDigestPayload) {
  const appUrl = useAppUrl();
  return (
    <EmailLayout appUrl={appUrl} preview="Your Dragon Market digest">
      <p>Hello {fullName}, here is what happened since your last digest.</p>
      {sections.map((section) => (
        <div key={section.label}>
          <h2>{section.label}</h2>
          <ul>
            {section.items.map((item, index) => (
              <li key={`${index}:${item.path}`}>
                <a href={`${appUrl}${item.path}`}>{item.text}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </EmailLayout>
  );
}
