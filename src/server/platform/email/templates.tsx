// Email templates are React components; the worker renders each one to HTML and to plain text.
import { EmailAction, EmailLayout, emailStyles as styles } from './layout.tsx';
import { type NoticeDigestPayload, NoticeDigestEmail, type NoticePayload, NoticeEmail } from './notice-templates.tsx';

// No member-supplied text here: sign-up does not verify the address first, so a name would let anyone put their
// own words into an email to any address.
export type WelcomePayload = { appUrl: string };

function WelcomeEmail({ appUrl }: WelcomePayload) {
  return (
    <EmailLayout appUrl={appUrl} preview="Welcome to Dragon Market" heading="Welcome to Dragon Market!">
      <p>
        Your account is ready. Offer your skills, ask for help, and trade with your community in cash, Dragon Coins or
        barter.
      </p>
      <EmailAction href={`${appUrl}/browse`} label="Browse services" />
    </EmailLayout>
  );
}

// No name either: the address is not proven yet, and this mail goes to it.
export type VerifyEmailPayload = { appUrl: string; verifyUrl: string };

function VerifyEmail({ appUrl, verifyUrl }: VerifyEmailPayload) {
  return (
    <EmailLayout appUrl={appUrl} preview="Verify your email">
      <p>Please confirm that this address belongs to your Dragon Market account.</p>
      <EmailAction href={verifyUrl} label="Verify my email" spellOut />
      <p style={styles.muted}>
        The link works once and expires in 24 hours. If you did not create an account, ignore this email.
      </p>
    </EmailLayout>
  );
}

export type PasswordResetPayload = { fullName: string; appUrl: string; resetUrl: string };

function PasswordResetEmail({ fullName, appUrl, resetUrl }: PasswordResetPayload) {
  return (
    <EmailLayout appUrl={appUrl} preview="Reset your password">
      <p>Hello {fullName}, we received a request to reset the password of your Dragon Market account.</p>
      <EmailAction href={resetUrl} label="Choose a new password" spellOut />
      <p style={styles.muted}>
        The link works once and expires in one hour. If you did not ask for it, ignore this email.
      </p>
    </EmailLayout>
  );
}

export type PasswordChangedPayload = { fullName: string; appUrl: string };

function PasswordChangedEmail({ fullName, appUrl }: PasswordChangedPayload) {
  return (
    <EmailLayout appUrl={appUrl} preview="Your password was changed">
      <p>
        Hello {fullName}, the password of your Dragon Market account was just changed, and every other device was signed
        out.
      </p>
      <p>If you did not do this, choose a new password now ('Forgot password?' when signing in) and contact support.</p>
      <EmailAction href={appUrl} label="Open Dragon Market" />
    </EmailLayout>
  );
}

export type SignInLockedPayload = { fullName: string; appUrl: string; lockMinutes: number };

function SignInLockedEmail({ fullName, appUrl, lockMinutes }: SignInLockedPayload) {
  return (
    <EmailLayout appUrl={appUrl} preview="Sign-in to your account was paused">
      <p>
        Hello {fullName}, there were many failed attempts to sign in to your Dragon Market account, so we stopped
        accepting passwords for it for {lockMinutes} minutes.
      </p>
      <p>
        You can still sign in from a browser you signed in with before. If the attempts were not yours, consider
        choosing a new password ('Forgot password?' when signing in).
      </p>
      <EmailAction href={appUrl} label="Open Dragon Market" />
    </EmailLayout>
  );
}

export type TransactionCompletedPayload = {
  fullName: string;
  appUrl: string;
  /** What was bought, e.g. '100 Dragon Coins'. */
  product: string;
  /** The price paid, formatted, e.g. '$10.00'. */
  amount: string;
};

function TransactionCompletedEmail({ fullName, appUrl, product, amount }: TransactionCompletedPayload) {
  return (
    <EmailLayout appUrl={appUrl} preview="Your purchase is complete">
      <p>
        Hello {fullName}, thank you for your purchase of {product} for {amount}. They are in your wallet now.
      </p>
      <EmailAction href={`${appUrl}/dashboard/wallet`} label="Open my wallet" />
      <p style={styles.muted}>If you did not make this purchase, reply to this email or contact support.</p>
    </EmailLayout>
  );
}

// The listing's title comes from its owner, a registered member; the proposer's words stay on the site.
export type ProposalEmailPayload = {
  fullName: string;
  appUrl: string;
  listingTitle: string;
  proposalId: string;
  /** Whether the member told pays in the deal (decision 009); absent from emails queued before it was kept. */
  offererPays?: boolean;
};

const proposalEmailTexts = {
  offer_received: {
    subject: 'You received a new offer',
    // On a request the proposer offers to do the work (decision 009).
    text: (title: string, { offererPays }: Pick<ProposalEmailPayload, 'offererPays'>) =>
      offererPays === false
        ? `Someone offered to help with your request "${title}".`
        : `Someone made an offer on your listing "${title}".`,
  },
  offer_accepted: {
    subject: 'Your offer was accepted',
    text: (title: string) => `Your offer for "${title}" was accepted. Head to your messages to discuss the details.`,
  },
  offer_declined: {
    subject: 'Your offer was declined',
    // A payer looks for services; a provider (the proposer on a request) looks for work.
    text: (title: string, { offererPays }: Pick<ProposalEmailPayload, 'offererPays'>) =>
      `Your offer for "${title}" was declined. ${offererPays === false ? 'There are many more requests looking for help.' : 'There are many more services to explore.'}`,
  },
  proposal_expired: {
    subject: 'Your proposal expired',
    text: (title: string) => `Your proposal for "${title}" expired without an answer. You can send a new one.`,
  },
  deal_auto_completed: {
    subject: 'Your deal completed automatically',
    text: (title: string) =>
      `The deal for "${title}" completed by itself after its delivery, and any Dragon Coins held for it were paid. You can now leave a review.`,
  },
  cancellation_requested: {
    subject: 'A cancellation was asked for',
    text: (title: string) =>
      `The other member asked to cancel the deal for "${title}". Open it to read their reason, then agree to cancel or keep the deal.`,
  },
  deal_cancelled: {
    subject: 'Your deal was cancelled',
    text: (title: string) =>
      `The deal for "${title}" was cancelled. Any Dragon Coins held for it are back with the member who paid them.`,
  },
  counter_offer: {
    subject: 'You received a counter-offer',
    text: (title: string) =>
      `The other member answered your proposal for "${title}" with new terms. Open it to accept, counter or decline.`,
  },
  proposal_reminder: {
    subject: 'A proposal expires tomorrow',
    text: (title: string) =>
      `The proposal for "${title}" waits for your answer and expires tomorrow. Open it to accept, counter or decline.`,
  },
  dispute_opened: {
    subject: 'A dispute was opened on your deal',
    text: (title: string) =>
      `The other member opened a dispute on the deal for "${title}". The deal is on hold until an admin decides; open it to read their statement and add yours.`,
  },
  dispute_resolved: {
    subject: 'Your dispute was decided',
    text: (title: string) =>
      `An admin decided the dispute on the deal for "${title}". Open it to read the decision and what it did with the Dragon Coins.`,
  },
} as const;

function ProposalEmail({
  kind,
  fullName,
  appUrl,
  listingTitle,
  proposalId,
  offererPays,
}: ProposalEmailPayload & { kind: keyof typeof proposalEmailTexts }) {
  const { subject, text } = proposalEmailTexts[kind];
  return (
    <EmailLayout appUrl={appUrl} preview={subject}>
      <p>
        Hello {fullName}, {text(listingTitle, { offererPays })}
      </p>
      <EmailAction href={`${appUrl}/proposals/${proposalId}`} label="View the proposal" />
    </EmailLayout>
  );
}

const proposalEmail = (kind: keyof typeof proposalEmailTexts) => ({
  subject: () => `${proposalEmailTexts[kind].subject} on Dragon Market`,
  render: (p: ProposalEmailPayload) => <ProposalEmail kind={kind} {...p} />,
});

// An admin's question to a party of a dispute, in the admin's words (an admin's, not another member's), answered on
// the deal's page.
export type DisputeQuestionEmailPayload = ProposalEmailPayload & { question: string };

function DisputeQuestionEmail({ fullName, appUrl, listingTitle, proposalId, question }: DisputeQuestionEmailPayload) {
  return (
    <EmailLayout appUrl={appUrl} preview="An admin asks about your dispute">
      <p>
        Hello {fullName}, an admin deciding the dispute on the deal for "{listingTitle}" asks you:
      </p>
      <blockquote>{question}</blockquote>
      <p>Answer it on the deal's page, where the admin reads the case.</p>
      <EmailAction href={`${appUrl}/proposals/${proposalId}`} label="Answer on the deal" spellOut />
    </EmailLayout>
  );
}

// A delivered deal waits for its payer: told at delivery, and reminded a day before it completes by itself.
export type DealDueEmailPayload = ProposalEmailPayload & { completesOn: string };

const dealDueEmailTexts = {
  deal_delivered: {
    subject: 'Your deal was delivered',
    text: (title: string, day: string) =>
      `the work for "${title}" was marked as delivered. Confirm its completion, or it completes by itself on ${day}.`,
  },
  completion_reminder: {
    subject: 'Your deal completes tomorrow',
    text: (title: string, day: string) =>
      `the deal for "${title}" completes by itself on ${day} unless you confirm its completion first.`,
  },
} as const;

function DealDueEmail({
  kind,
  fullName,
  appUrl,
  listingTitle,
  proposalId,
  completesOn,
}: DealDueEmailPayload & { kind: keyof typeof dealDueEmailTexts }) {
  const { subject, text } = dealDueEmailTexts[kind];
  return (
    <EmailLayout appUrl={appUrl} preview={subject}>
      <p>
        Hello {fullName}, {text(listingTitle, completesOn)}
      </p>
      <EmailAction href={`${appUrl}/proposals/${proposalId}`} label="Review the deal" />
    </EmailLayout>
  );
}

const dealDueEmail = (kind: keyof typeof dealDueEmailTexts) => ({
  subject: () => `${dealDueEmailTexts[kind].subject} on Dragon Market`,
  render: (p: DealDueEmailPayload) => <DealDueEmail kind={kind} {...p} />,
});

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
  return (
    <EmailLayout appUrl={appUrl} preview="New matches for your saved searches">
      <p>Hello {fullName}, these listings are new since your last digest.</p>
      {searches.map((search) => (
        <div key={search.listUrl + search.name}>
          <h2>{search.name}</h2>
          <ul>
            {search.matches.map((match) => (
              <li key={match.url}>
                <a href={match.url}>{match.title}</a> ({match.category})
              </li>
            ))}
          </ul>
          <p>
            <a href={search.listUrl}>{search.more > 0 ? `See ${search.more} more in the list` : 'Open the list'}</a>
          </p>
          <p style={styles.muted}>
            Stop emailing me about "{search.name}": <a href={search.unsubscribeUrl}>{search.unsubscribeUrl}</a>
          </p>
        </div>
      ))}
      <p style={styles.muted}>
        Unsubscribe from this digest: <a href={unsubscribeUrl}>{unsubscribeUrl}</a>
      </p>
    </EmailLayout>
  );
}

/** Every template by name, with its subject; the outbox stores the name and the payload. */
export const emailTemplates = {
  welcome: { subject: () => 'Welcome to Dragon Market', render: (p: WelcomePayload) => <WelcomeEmail {...p} /> },
  verify_email: {
    subject: () => 'Verify your Dragon Market email',
    render: (p: VerifyEmailPayload) => <VerifyEmail {...p} />,
  },
  password_reset: {
    subject: () => 'Reset your Dragon Market password',
    render: (p: PasswordResetPayload) => <PasswordResetEmail {...p} />,
  },
  password_changed: {
    subject: () => 'Your password was changed',
    render: (p: PasswordChangedPayload) => <PasswordChangedEmail {...p} />,
  },
  sign_in_locked: {
    subject: () => 'Sign-in to your Dragon Market account was paused',
    render: (p: SignInLockedPayload) => <SignInLockedEmail {...p} />,
  },
  transaction_completed: {
    subject: () => 'Your Dragon Market purchase is complete',
    render: (p: TransactionCompletedPayload) => <TransactionCompletedEmail {...p} />,
  },
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
  dispute_question: {
    subject: () => 'An admin asks about your dispute on Dragon Market',
    render: (p: DisputeQuestionEmailPayload) => <DisputeQuestionEmail {...p} />,
  },
  deal_delivered: dealDueEmail('deal_delivered'),
  completion_reminder: dealDueEmail('completion_reminder'),
  notice: { subject: (p: NoticePayload) => p.title, render: (p: NoticePayload) => <NoticeEmail {...p} /> },
  notice_digest: {
    subject: () => 'Your Dragon Market digest',
    render: (p: NoticeDigestPayload) => <NoticeDigestEmail {...p} />,
  },
  saved_search_digest: {
    subject: () => 'New matches for your saved searches',
    render: (p: SavedSearchDigestPayload) => <SavedSearchDigestEmail {...p} />,
    headers: (p: SavedSearchDigestPayload) => ({
      'List-Unsubscribe': `<${p.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }),
  },
} as const;

export type EmailTemplateName = keyof typeof emailTemplates;
export type EmailPayload<T extends EmailTemplateName> = Parameters<(typeof emailTemplates)[T]['render']>[0];
