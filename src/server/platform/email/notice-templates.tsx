// Emails made from notifications (issue 34): one notification by email, for the kinds no feature writes an email of
// its own for, and the digest that gathers a member's held emails into one, daily or weekly. A notification's title
// and text come translated from where it was written; only the email's own words are translated here.
import { useContext } from 'react';
import { useIntl } from 'react-intl';
import type { NotificationKind } from '#shared/notification-kinds.ts';
import { type EmailMessageId, EmailText, say } from './email-intl.tsx';
import { EmailAction, EmailFooterContext, EmailLayout } from './layout.tsx';

export type NoticePayload = {
  fullName: string;
  title: string;
  /** The notification's text; null where it quotes another member's words, which stay on the site. */
  message: string | null;
  /** Where the notification leads, a path of the app. */
  path: string;
  kind: NotificationKind;
};

const useAppUrl = () => useContext(EmailFooterContext)?.appUrl ?? '';

export function NoticeEmail({ fullName, title, message, path }: NoticePayload) {
  const appUrl = useAppUrl();
  const intl = useIntl();
  return (
    <EmailLayout appUrl={appUrl} preview={title}>
      <p>
        <EmailText id="email.notice.greeting" values={{ fullName }} />
      </p>
      {message ? (
        <p>{message}</p>
      ) : (
        <p>
          <EmailText id="email.notice.readOnSite" />
        </p>
      )}
      <EmailAction href={`${appUrl}${path}`} label={say(intl, 'email.notice.action')} />
    </EmailLayout>
  );
}

/** A held email's line: a notice's words, or null for an email of a feature's own, named by a general line. */
export type DigestItem = { text: string | null; path: string };
/** A kind's held emails, the first of them listed, and how many more the app holds. */
export type DigestSection = { kind: NotificationKind; items: DigestItem[]; more: number };
export type NoticeDigestPayload = {
  fullName: string;
  /** The kinds the digest gathers, which its unsubscribe link stops. */
  kinds: NotificationKind[];
  sections: DigestSection[];
};
// Digests queued before their sections named kinds came with English headings and lines, shown as they are.
type EnglishSection = { label: string; items: DigestItem[] };

// Each id written whole, for the catalog check's search (scripts/check-messages.mjs).
const sectionHeadings: Record<NotificationKind, EmailMessageId> = {
  messages: 'email.notice_digest.section.messages',
  proposals: 'email.notice_digest.section.proposals',
  deals: 'email.notice_digest.section.deals',
  disputes: 'email.notice_digest.section.disputes',
  reviews: 'email.notice_digest.section.reviews',
  saved: 'email.notice_digest.section.saved',
  listings: 'email.notice_digest.section.listings',
  wallet: 'email.notice_digest.section.wallet',
};

export function NoticeDigestEmail({
  fullName,
  sections,
}: Omit<NoticeDigestPayload, 'sections'> & { sections: (DigestSection | EnglishSection)[] }) {
  const appUrl = useAppUrl();
  const intl = useIntl();
  return (
    <EmailLayout appUrl={appUrl} preview={say(intl, 'email.notice_digest.subject')}>
      <p>
        <EmailText id="email.notice_digest.intro" values={{ fullName }} />
      </p>
      {sections.map((section) => {
        const [heading, more] =
          'kind' in section ? [say(intl, sectionHeadings[section.kind]), section.more] : [section.label, 0];
        return (
          <div key={heading}>
            <h2>{heading}</h2>
            <ul>
              {section.items.map((item, index) => (
                <li key={`${index}:${item.path}`}>
                  <a href={`${appUrl}${item.path}`}>{item.text ?? say(intl, 'email.notice_digest.update')}</a>
                </li>
              ))}
              {more > 0 && (
                <li>
                  <a href={`${appUrl}/dashboard`}>{say(intl, 'email.notice_digest.more', { more })}</a>
                </li>
              )}
            </ul>
          </div>
        );
      })}
    </EmailLayout>
  );
}
