// The emails about a proposal and its deal, in the language of the intl they render under (templates.tsx).
import { useIntl } from 'react-intl';
import { type EmailMessageId, EmailText, say } from './email-intl.tsx';
import { EmailAction, EmailLayout } from './layout.tsx';

// The listing's title comes from its owner, a registered member; the proposer's words stay on the site.
export type ProposalEmailPayload = {
  fullName: string;
  appUrl: string;
  listingTitle: string;
  proposalId: string;
  /** Whether the member told pays in the deal (decision 009); absent from emails queued before it was kept. */
  offererPays?: boolean;
};

type ProposalTexts = {
  subject: EmailMessageId;
  heading: EmailMessageId;
  body: EmailMessageId;
  /** When the proposer is the one paid (on a request, decision 009), where that changes what the email says. */
  bodyOnRequest?: EmailMessageId;
};

// Each id written whole, for the catalog check's search (scripts/check-messages.mjs).
export const proposalEmailTexts = {
  offer_received: {
    subject: 'email.offer_received.subject',
    heading: 'email.offer_received.heading',
    // On a request the proposer offers to do the work.
    body: 'email.offer_received.body',
    bodyOnRequest: 'email.offer_received.bodyOnRequest',
  },
  offer_accepted: {
    subject: 'email.offer_accepted.subject',
    heading: 'email.offer_accepted.heading',
    body: 'email.offer_accepted.body',
  },
  offer_declined: {
    subject: 'email.offer_declined.subject',
    heading: 'email.offer_declined.heading',
    // A payer looks for services; a provider (the proposer on a request) looks for work.
    body: 'email.offer_declined.body',
    bodyOnRequest: 'email.offer_declined.bodyOnRequest',
  },
  proposal_expired: {
    subject: 'email.proposal_expired.subject',
    heading: 'email.proposal_expired.heading',
    body: 'email.proposal_expired.body',
  },
  deal_auto_completed: {
    subject: 'email.deal_auto_completed.subject',
    heading: 'email.deal_auto_completed.heading',
    body: 'email.deal_auto_completed.body',
  },
  cancellation_requested: {
    subject: 'email.cancellation_requested.subject',
    heading: 'email.cancellation_requested.heading',
    body: 'email.cancellation_requested.body',
  },
  deal_cancelled: {
    subject: 'email.deal_cancelled.subject',
    heading: 'email.deal_cancelled.heading',
    body: 'email.deal_cancelled.body',
  },
  counter_offer: {
    subject: 'email.counter_offer.subject',
    heading: 'email.counter_offer.heading',
    body: 'email.counter_offer.body',
  },
  proposal_reminder: {
    subject: 'email.proposal_reminder.subject',
    heading: 'email.proposal_reminder.heading',
    body: 'email.proposal_reminder.body',
  },
  dispute_opened: {
    subject: 'email.dispute_opened.subject',
    heading: 'email.dispute_opened.heading',
    body: 'email.dispute_opened.body',
  },
  dispute_resolved: {
    subject: 'email.dispute_resolved.subject',
    heading: 'email.dispute_resolved.heading',
    body: 'email.dispute_resolved.body',
  },
} as const satisfies Record<string, ProposalTexts>;

export type ProposalEmailKind = keyof typeof proposalEmailTexts;

export function ProposalEmail({
  kind,
  fullName,
  appUrl,
  listingTitle,
  proposalId,
  offererPays,
}: ProposalEmailPayload & { kind: ProposalEmailKind }) {
  const intl = useIntl();
  const texts: ProposalTexts = proposalEmailTexts[kind];
  const body = offererPays === false && texts.bodyOnRequest ? texts.bodyOnRequest : texts.body;
  return (
    <EmailLayout appUrl={appUrl} preview={say(intl, texts.heading)}>
      <p>
        <EmailText id={body} values={{ fullName, listingTitle }} />
      </p>
      <EmailAction href={`${appUrl}/proposals/${proposalId}`} label={say(intl, 'email.proposal.action')} />
    </EmailLayout>
  );
}

// An admin's question to a party of a dispute, in the admin's words (an admin's, not another member's), answered on
// the deal's page.
export type DisputeQuestionEmailPayload = ProposalEmailPayload & { question: string };

export function DisputeQuestionEmail({
  fullName,
  appUrl,
  listingTitle,
  proposalId,
  question,
}: DisputeQuestionEmailPayload) {
  const intl = useIntl();
  return (
    <EmailLayout appUrl={appUrl} preview={say(intl, 'email.dispute_question.heading')}>
      <p>
        <EmailText id="email.dispute_question.body" values={{ fullName, listingTitle }} />
      </p>
      <blockquote>{question}</blockquote>
      <p>
        <EmailText id="email.dispute_question.answer" />
      </p>
      <EmailAction
        href={`${appUrl}/proposals/${proposalId}`}
        label={say(intl, 'email.dispute_question.action')}
        spellOut
      />
    </EmailLayout>
  );
}

// A delivered deal waits for its payer: told at delivery, and reminded a day before it completes by itself.
export type DealDueEmailPayload = ProposalEmailPayload & {
  /** The UTC day it completes by itself, ISO: '2026-12-04'. */
  completesOn: string;
};

// Emails queued before the day was queued raw name it in English ('Dec 4, 2026'): shown as queued.
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export const dealDueEmailTexts = {
  deal_delivered: {
    subject: 'email.deal_delivered.subject',
    heading: 'email.deal_delivered.heading',
    body: 'email.deal_delivered.body',
    action: 'email.deal_delivered.action',
  },
  completion_reminder: {
    subject: 'email.completion_reminder.subject',
    heading: 'email.completion_reminder.heading',
    body: 'email.completion_reminder.body',
    action: 'email.completion_reminder.action',
  },
} as const satisfies Record<string, Record<'subject' | 'heading' | 'body' | 'action', EmailMessageId>>;

export type DealDueEmailKind = keyof typeof dealDueEmailTexts;

export function DealDueEmail({
  kind,
  fullName,
  appUrl,
  listingTitle,
  proposalId,
  completesOn,
}: DealDueEmailPayload & { kind: DealDueEmailKind }) {
  const intl = useIntl();
  const texts = dealDueEmailTexts[kind];
  const day = isoDay.test(completesOn)
    ? intl.formatDate(completesOn, { year: 'numeric', month: 'short', day: 'numeric' })
    : completesOn;
  return (
    <EmailLayout appUrl={appUrl} preview={say(intl, texts.heading)}>
      <p>
        <EmailText id={texts.body} values={{ fullName, listingTitle, day }} />
      </p>
      <EmailAction href={`${appUrl}/proposals/${proposalId}`} label={say(intl, texts.action)} />
    </EmailLayout>
  );
}
