// Email templates are React components; the worker renders each one to HTML and to plain text, with its subject, in
// the recipient's language (an intl of email-intl.tsx; English when none is given).
import type { ComponentType } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import {
  PasswordChangedEmail,
  type PasswordChangedPayload,
  PasswordResetEmail,
  type PasswordResetPayload,
  SignInLockedEmail,
  type SignInLockedPayload,
  TransactionCompletedEmail,
  type TransactionCompletedPayload,
  VerifyEmail,
  type VerifyEmailPayload,
  WelcomeEmail,
  type WelcomePayload,
} from './account-templates.tsx';
import {
  DealDueEmail,
  type DealDueEmailKind,
  type DealDueEmailPayload,
  dealDueEmailTexts,
  DisputeQuestionEmail,
  type DisputeQuestionEmailPayload,
  ProposalEmail,
  type ProposalEmailKind,
  type ProposalEmailPayload,
  proposalEmailTexts,
} from './deal-templates.tsx';
import { type EmailMessageId, EmailText, englishIntl, inLanguage, linkTo, say } from './email-intl.tsx';
import { EmailLayout, emailStyles as styles } from './layout.tsx';
import { translate } from '../texts.ts';
import { type NoticeDigestPayload, NoticeDigestEmail, type NoticePayload, NoticeEmail } from './notice-templates.tsx';

export type { ProposalEmailPayload };

// The daily digest of saved searches: each search's best new matches, a link to its whole list, and a link that
// stops its emails. The header link (List-Unsubscribe, RFC 8058) stops every search this email is about.
export type DigestSearch = {
  name: string;
  listUrl: string;
  unsubscribeUrl: string;
  /** Matches beyond those listed. */
  more: number;
  matches: { title: string; url: string; category: string }[];
};
export type SavedSearchDigestPayload = {
  fullName: string;
  appUrl: string;
  searches: DigestSearch[];
  unsubscribeUrl: string;
  /** Where the one-click unsubscribe is POSTed; the header's address. */
  oneClickUrl: string;
};

function SavedSearchDigestEmail({ fullName, appUrl, searches, unsubscribeUrl }: SavedSearchDigestPayload) {
  const intl = useIntl();
  return (
    <EmailLayout appUrl={appUrl} preview={say(intl, 'email.saved_search_digest.subject')}>
      <p>
        <EmailText id="email.saved_search_digest.intro" values={{ fullName }} />
      </p>
      {searches.map((search) => (
        <div key={search.listUrl + search.name}>
          <h2>{search.name}</h2>
          <ul>
            {search.matches.map((match) => (
              <li key={match.url}>
                <a href={match.url}>{match.title}</a> ({translate(intl.locale, match.category)})
              </li>
            ))}
          </ul>
          <p>
            <a href={search.listUrl}>
              {search.more > 0 ? (
                <EmailText id="email.saved_search_digest.seeMore" values={{ more: search.more }} />
              ) : (
                <EmailText id="email.saved_search_digest.openList" />
              )}
            </a>
          </p>
          <p style={styles.muted}>
            <EmailText
              id="email.saved_search_digest.stopSearch"
              values={{ name: search.name, url: search.unsubscribeUrl, link: linkTo(search.unsubscribeUrl) }}
            />
          </p>
        </div>
      ))}
      <p style={styles.muted}>
        <EmailText
          id="email.saved_search_digest.unsubscribe"
          values={{ url: unsubscribeUrl, link: linkTo(unsubscribeUrl) }}
        />
      </p>
    </EmailLayout>
  );
}

/**
 * A template whose subject is one message. Both take the language's intl; without one they are in English (tests
 * render templates directly). The subject's payload is optional: no subject but a notice's reads it.
 */
function template<P extends object>(Body: ComponentType<P>, subject: EmailMessageId) {
  return {
    subject: (_payload?: P, intl: IntlShape = englishIntl) => say(intl, subject),
    render: (payload: P, intl: IntlShape = englishIntl) => inLanguage(intl, <Body {...payload} />),
  };
}

const proposalEmail = (kind: ProposalEmailKind) =>
  template((p: ProposalEmailPayload) => <ProposalEmail kind={kind} {...p} />, proposalEmailTexts[kind].subject);

const dealDueEmail = (kind: DealDueEmailKind) =>
  template((p: DealDueEmailPayload) => <DealDueEmail kind={kind} {...p} />, dealDueEmailTexts[kind].subject);

/** Every template by name, with its subject; the outbox stores the name and the payload. */
export const emailTemplates = {
  welcome: template<WelcomePayload>(WelcomeEmail, 'email.welcome.subject'),
  verify_email: template<VerifyEmailPayload>(VerifyEmail, 'email.verify_email.subject'),
  password_reset: template<PasswordResetPayload>(PasswordResetEmail, 'email.password_reset.subject'),
  password_changed: template<PasswordChangedPayload>(PasswordChangedEmail, 'email.password_changed.subject'),
  sign_in_locked: template<SignInLockedPayload>(SignInLockedEmail, 'email.sign_in_locked.subject'),
  transaction_completed: template<TransactionCompletedPayload>(
    TransactionCompletedEmail,
    'email.transaction_completed.subject',
  ),
  offer_received: proposalEmail('offer_received'),
  offer_accepted: proposalEmail('offer_accepted'),
  offer_declined: proposalEmail('offer_declined'),
  proposal_expired: proposalEmail('proposal_expired'),
  deal_auto_completed: proposalEmail('deal_auto_completed'),
  cancellation_requested: proposalEmail('cancellation_requested'),
  deal_cancelled: proposalEmail('deal_cancelled'),
  counter_offer: proposalEmail('counter_offer'),
  proposal_reminder: proposalEmail('proposal_reminder'),
  dispute_opened: proposalEmail('dispute_opened'),
  dispute_resolved: proposalEmail('dispute_resolved'),
  dispute_question: template<DisputeQuestionEmailPayload>(DisputeQuestionEmail, 'email.dispute_question.subject'),
  deal_delivered: dealDueEmail('deal_delivered'),
  completion_reminder: dealDueEmail('completion_reminder'),
  // The notification's title, translated where the notification was written.
  notice: {
    subject: (p: NoticePayload) => p.title,
    render: (p: NoticePayload, intl: IntlShape = englishIntl) => inLanguage(intl, <NoticeEmail {...p} />),
  },
  notice_digest: template<NoticeDigestPayload>(NoticeDigestEmail, 'email.notice_digest.subject'),
  saved_search_digest: {
    ...template<SavedSearchDigestPayload>(SavedSearchDigestEmail, 'email.saved_search_digest.subject'),
    headers: (p: SavedSearchDigestPayload) => ({
      'List-Unsubscribe': `<${p.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }),
  },
} as const;

export type EmailTemplateName = keyof typeof emailTemplates;
export type EmailPayload<T extends EmailTemplateName> = Parameters<(typeof emailTemplates)[T]['render']>[0];
