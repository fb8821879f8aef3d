// What the parties hear of the deal process's moves: the notifications and emails the effects in transitions.ts and
// the delivery jobs (delivery.ts) send, written in the move's transaction.
import { eq } from 'drizzle-orm';
import type { NotificationType } from '#shared/constants.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { enqueueCoalescedEmail, enqueueEmail } from '../../platform/email/outbox.ts';
import type { EventTransaction } from '../../platform/events/record.ts';
import { createNotification, type NoticeMessage } from '../notifications/service.ts';
import type { DealTransitionName } from './process.ts';
import type { ProposalRow } from './types.ts';

async function findRecipient(db: Executor, userId: string) {
  const [member] = await db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  return member;
}

/**
 * The member who offered the proposal's latest version (its sender, until a counter-offer), while still a party: the
 * move locked only the parties' events, so a member no longer one is told nothing.
 */
export const offererOf = (proposal: ProposalRow) =>
  proposal.offeredById === proposal.senderId || proposal.offeredById === proposal.receiverId
    ? proposal.offeredById
    : null;

export async function emailOfferer(
  tx: Transaction,
  appUrl: string,
  template: 'offer_accepted' | 'offer_declined' | 'proposal_expired',
  proposal: ProposalRow,
) {
  const offerer = offererOf(proposal);
  if (!offerer) return;
  const member = await findRecipient(tx, offerer);
  if (!member) return;
  await enqueueCoalescedEmail(tx, {
    to: member.email,
    template,
    payload: {
      fullName: member.fullName,
      appUrl,
      listingTitle: proposal.listingTitle,
      proposalId: proposal.id,
      ...(proposal.payerId ? { offererPays: offerer === proposal.payerId } : {}),
    },
    // Per listing, so deciding a stream of proposals on one listing sends one email of each kind per window.
    coalesceKey: `${template}:${proposal.offerId ? `listing:${proposal.offerId}` : `proposal:${proposal.id}`}`,
  });
}

type OffererNotice = { type: NotificationType; title: string; message: (listingTitle: string) => string };

// What the offerer hears of each move that notifies them.
export const offererNotices: Partial<Record<DealTransitionName, OffererNotice>> = {
  accept: {
    type: 'offer_accepted',
    title: 'Offer accepted',
    message: (title) => `Your offer for "${title}" was accepted.`,
  },
  decline: {
    type: 'offer_declined',
    title: 'Offer declined',
    message: (title) => `Your offer for "${title}" was declined.`,
  },
  expire: {
    type: 'proposal_expired',
    title: 'Proposal expired',
    message: (title) => `Your proposal for "${title}" expired without an answer.`,
  },
};

/**
 * Who confirms a delivered deal: its payer, while still a party. Without a payer (process.ts) either party may, so
 * both present parties but `exceptId` (the member who delivered it, when known).
 */
function confirmersOf(proposal: ProposalRow, exceptId: string | null): string[] {
  const parties = [proposal.senderId, proposal.receiverId].filter((id) => id !== null);
  if (proposal.payerId) return parties.filter((id) => id === proposal.payerId);
  return parties.filter((id) => id !== exceptId);
}

type ConfirmerNotice = { type: NotificationType; title: string; message: NoticeMessage };

/** The payer's notice that a delivered deal waits for their confirmation. */
export async function notifyConfirmers(
  tx: EventTransaction,
  proposal: ProposalRow,
  exceptId: string | null,
  notice: ConfirmerNotice,
) {
  for (const userId of confirmersOf(proposal, exceptId)) {
    await createNotification(tx, { userId, ...notice, relatedId: proposal.id });
  }
}

/**
 * The same by email; `completesAt` is when the deal completes by itself, queued as its UTC day ('2026-12-04'), as the
 * notices name it (delivery.ts), for the email to word in its recipient's language.
 */
export async function emailConfirmers(
  tx: Executor,
  appUrl: string,
  proposal: ProposalRow,
  exceptId: string | null,
  email: { template: 'deal_delivered' | 'completion_reminder'; completesAt: Date },
) {
  for (const userId of confirmersOf(proposal, exceptId)) {
    const member = await findRecipient(tx, userId);
    if (!member) continue;
    await enqueueEmail(tx, {
      to: member.email,
      template: email.template,
      payload: {
        fullName: member.fullName,
        appUrl,
        listingTitle: proposal.listingTitle,
        proposalId: proposal.id,
        completesOn: email.completesAt.toISOString().slice(0, 10),
      },
    });
  }
}

/** Both parties hear the deal completed, by its payer or by itself. */
export async function notifyCompletion(tx: EventTransaction, proposal: ProposalRow, automatically: boolean) {
  const { listingTitle, coinAmount } = proposal;
  // Whole sentences, so that each translates as one (decision 057).
  const completedMessage = automatically
    ? coinAmount === null
      ? `The deal for "${listingTitle}" completed automatically. You can now leave a review.`
      : `The deal for "${listingTitle}" completed automatically and ${coinAmount} DC were paid. You can now leave a review.`
    : coinAmount === null
      ? `The deal for "${listingTitle}" is complete. You can now leave a review.`
      : `The deal for "${listingTitle}" is complete and ${coinAmount} DC were paid. You can now leave a review.`;
  for (const userId of [proposal.senderId, proposal.receiverId]) {
    if (!userId) continue;
    await createNotification(tx, {
      userId,
      type: 'deal_completed',
      title: automatically ? 'Deal completed automatically' : 'Deal completed',
      message: completedMessage,
      relatedId: proposal.id,
    });
  }
}

/** The member of the deal who is not `memberId`; null when they have left. */
export const otherPartyOf = (proposal: ProposalRow, memberId: string) =>
  proposal.senderId === memberId ? proposal.receiverId : proposal.senderId;

/**
 * A cancellation's notice as `recipientId` reads it: with what it gave back, when coins were held. Each wording is
 * a whole sentence, so that each translates as one (decision 057).
 */
function byRefund(
  proposal: ProposalRow,
  recipientId: string,
  refunded: number,
  wordings: { nothingHeld: string; backToYou: string; backToPayer: string },
): string {
  if (refunded === 0) return wordings.nothingHeld;
  return proposal.payerId === recipientId ? wordings.backToYou : wordings.backToPayer;
}

/** The moves a member takes that the other party hears of by name. */
export type OtherPartyMove =
  | 'request-cancellation'
  | 'decline-cancellation'
  | 'agree-cancellation'
  | 'cancel-deal'
  | 'counter'
  | 'open-dispute'
  | 'withdraw-dispute';

/** What the other party hears of a move: the member's name, and the reason they gave. */
export function otherPartyNotice(
  name: OtherPartyMove,
  proposal: ProposalRow,
  by: { fullName: string },
  recipientId: string,
  { reason, refunded }: { reason: string | undefined; refunded: number },
): { type: NotificationType; title: string; message: string } {
  const { listingTitle } = proposal;
  const { fullName } = by;
  switch (name) {
    case 'request-cancellation':
      return {
        type: 'cancellation_requested',
        title: 'Cancellation requested',
        message: `${fullName} asked to cancel the deal for "${listingTitle}": "${reason}". Agree to cancel, or keep the deal.`,
      };
    case 'decline-cancellation':
      return {
        type: 'cancellation_declined',
        title: 'Cancellation declined',
        message: `${fullName} declined to cancel the deal for "${listingTitle}", so it goes on.`,
      };
    case 'agree-cancellation':
      return {
        type: 'deal_cancelled',
        title: 'Deal cancelled',
        message: byRefund(proposal, recipientId, refunded, {
          nothingHeld: `${fullName} agreed to cancel the deal for "${listingTitle}".`,
          backToYou: `${fullName} agreed to cancel the deal for "${listingTitle}". The ${refunded} DC held for it are back in your wallet.`,
          backToPayer: `${fullName} agreed to cancel the deal for "${listingTitle}". The ${refunded} DC held for it went back to the payer.`,
        }),
      };
    case 'cancel-deal':
      return {
        type: 'deal_cancelled',
        title: 'Deal cancelled',
        message: byRefund(proposal, recipientId, refunded, {
          nothingHeld: `${fullName} cancelled the deal for "${listingTitle}": "${reason}".`,
          backToYou: `${fullName} cancelled the deal for "${listingTitle}": "${reason}". The ${refunded} DC held for it are back in your wallet.`,
          backToPayer: `${fullName} cancelled the deal for "${listingTitle}": "${reason}". The ${refunded} DC held for it went back to the payer.`,
        }),
      };
    case 'counter':
      return {
        type: 'counter_offer',
        title: 'Counter-offer received',
        message: `${fullName} sent a counter-offer on "${listingTitle}". Accept it, counter or decline.`,
      };
    case 'open-dispute':
      return {
        type: 'dispute_opened',
        title: 'Dispute opened',
        message: `${fullName} opened a dispute on the deal for "${listingTitle}". It is on hold until an admin decides; add your statement.`,
      };
    case 'withdraw-dispute':
      return {
        type: 'dispute_update',
        title: 'Dispute withdrawn',
        message: `${fullName} withdrew their dispute on the deal for "${listingTitle}", so it goes on where it was.`,
      };
  }
}

/** An email about the deal to one member, with a link to it; the members' own words stay on the site. */
export async function emailMember(
  tx: Executor,
  appUrl: string,
  template:
    | 'cancellation_requested'
    | 'deal_cancelled'
    | 'deal_auto_completed'
    | 'counter_offer'
    | 'proposal_reminder'
    | 'dispute_opened'
    | 'dispute_resolved',
  proposal: ProposalRow,
  userId: string,
) {
  const member = await findRecipient(tx, userId);
  if (!member) return;
  await enqueueEmail(tx, {
    to: member.email,
    template,
    payload: { fullName: member.fullName, appUrl, listingTitle: proposal.listingTitle, proposalId: proposal.id },
  });
}
