// Proposals: a member proposes on someone else's live listing; the listing's owner receives it. Reading is for the
// two parties only. The decisions and the deal are in transitions.ts.
import { and, arrayContains, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { findCategoryBySlug } from '#shared/categories.ts';
import type { PaymentType } from '#shared/constants.ts';
import { type CreateProposalInput, type ProposalListQuery, proposalMessages } from '#shared/schemas/proposals.ts';
import type { AppContext } from '../../context.ts';
import type { Database, Executor } from '../../db/client.ts';
import { offers, proposals, reviews, scheduledJobs, users } from '../../db/schema/index.ts';
import { substringPattern } from '../../db/substring-pattern.ts';
import { enqueueCoalescedEmail } from '../../platform/email/outbox.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import {
  lockMemberEvents,
  recordEvent,
  transactWithEvents,
  type EventTransaction,
} from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { findConversationForMember, partnerOf } from '../messaging/service.ts';
import { createNotification } from '../notifications/service.ts';
import { autoCompleteJob } from './delivery.ts';
import { scheduleProposalExpiry } from './expiry.ts';
import { findHistories, type ProposalStepRecord, recordStep } from './history.ts';
import { disputableUntil } from '../disputes/service.ts';
import { readPlatformSettings } from '../../platform/settings.ts';
import { initialDealState } from './process.ts';
import { findVersions, recordVersion } from './versions.ts';
import { type DisputeRecord, findLatestDisputes } from '../disputes/service.ts';
import type { ProposalVersion } from '#shared/schemas/proposals.ts';
import type { runDealMove as RunDealMove } from './transitions.ts';

export type ProposalRow = typeof proposals.$inferSelect;

const senders = alias(users, 'sender');
const receivers = alias(users, 'receiver');
const party = (table: typeof senders | typeof receivers) => ({
  id: table.id,
  fullName: table.fullName,
  profilePictureUrl: table.profilePictureUrl,
  email: table.email,
});

export type ProposalRecord = Awaited<ReturnType<typeof selectProposals>>[number] & {
  myReview: { rating: number; comment: string | null } | null;
  history: ProposalStepRecord[];
  versions: ProposalVersion[];
  dispute: DisputeRecord | null;
  /** Until when a completed deal may be disputed; null for any other. */
  disputableUntil: Date | null;
};

function selectProposals(db: Executor, where: SQL | undefined) {
  return (
    db
      .select({
        proposal: proposals,
        listing: { id: offers.id, category: offers.category, images: offers.images, kind: offers.kind },
        sender: party(senders),
        receiver: party(receivers),
        autoCompletesAt: scheduledJobs.runAt,
      })
      .from(proposals)
      .leftJoin(offers, eq(offers.id, proposals.offerId))
      // A delivered deal's automatic completion (delivery.ts): the job's time is when it completes by itself.
      .leftJoin(
        scheduledJobs,
        and(eq(scheduledJobs.kind, autoCompleteJob), eq(scheduledJobs.key, sql`${proposals.id}::text`)),
      )
      .leftJoin(senders, eq(senders.id, proposals.senderId))
      .leftJoin(receivers, eq(receivers.id, proposals.receiverId))
      .where(where)
  );
}

const involving = (memberId: string) => or(eq(proposals.senderId, memberId), eq(proposals.receiverId, memberId));

/**
 * Adds the member's own review of each completed deal, and each proposal's history, versions and latest dispute: one
 * query each per page.
 */
export async function withReviewsAndHistory(
  db: Executor,
  memberId: string,
  rows: Awaited<ReturnType<typeof selectProposals>>,
): Promise<ProposalRecord[]> {
  const completed = rows.filter((row) => row.proposal.status === 'completed').map((row) => row.proposal.id);
  const ids = rows.map((row) => row.proposal.id);
  const [mine, histories, versions, disputes, settings] = await Promise.all([
    completed.length === 0
      ? []
      : db
          .select({ proposalId: reviews.proposalId, rating: reviews.rating, comment: reviews.comment })
          .from(reviews)
          .where(and(eq(reviews.reviewerId, memberId), or(...completed.map((id) => eq(reviews.proposalId, id))))),
    findHistories(db, ids),
    findVersions(db, ids),
    findLatestDisputes(db, ids),
    completed.length === 0 ? null : readPlatformSettings(db),
  ]);
  return rows.map((row) => {
    const review = mine.find((r) => r.proposalId === row.proposal.id);
    return {
      ...row,
      myReview: review ? { rating: review.rating, comment: review.comment } : null,
      history: histories.get(row.proposal.id) ?? [],
      versions: versions.get(row.proposal.id) ?? [],
      dispute: disputes.get(row.proposal.id) ?? null,
      disputableUntil:
        settings && row.proposal.completedAt ? disputableUntil(row.proposal.completedAt, settings) : null,
    };
  });
}

/** One proposal for one of its two parties; anyone else gets the spec's 403. */
export async function findProposalForMember(db: Executor, member: Member, id: string): Promise<ProposalRecord> {
  const [row] = await selectProposals(db, eq(proposals.id, id));
  if (!row) throw notFound(proposalMessages.notFound);
  if (row.proposal.senderId !== member.id && row.proposal.receiverId !== member.id) {
    throw forbidden(proposalMessages.forbidden);
  }
  const [record] = await withReviewsAndHistory(db, member.id, [row]);
  return record!;
}

/**
 * The member's proposals, sent, received or both, newest first, narrowed by status, the listing title kept on the
 * proposal, the listing's category and a payment method; the filters combine, and the total counts what they leave.
 */
export async function findProposalsForMember(db: Database, member: Member, query: ProposalListQuery) {
  const box =
    query.box === 'sent'
      ? eq(proposals.senderId, member.id)
      : query.box === 'received'
        ? eq(proposals.receiverId, member.id)
        : involving(member.id);
  const where = and(
    box,
    query.status ? eq(proposals.status, query.status) : undefined,
    query.q ? ilike(proposals.listingTitle, substringPattern(query.q)) : undefined,
    // A proposal whose listing is gone joins no offer: its category is null, which no category matches.
    query.category ? eq(offers.category, findCategoryBySlug(query.category)?.name ?? '') : undefined,
    query.payment ? arrayContains(proposals.paymentMethods, [query.payment]) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    selectProposals(db, where)
      .orderBy(desc(proposals.createdAt), desc(proposals.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(proposals).leftJoin(offers, eq(offers.id, proposals.offerId)).where(where),
  ]);
  return { items: await withReviewsAndHistory(db, member.id, rows), total: totalRow?.n ?? 0 };
}

/** How many of a pair's latest proposals the conversation shows. */
const conversationProposalsMax = 50;

/**
 * The proposals between the two members of a conversation (either way round), oldest first: the cards the
 * conversation shows, so a member sees all their dealings with someone in one place. Only a participant reads them.
 */
export async function findProposalsBetween(db: Executor, member: Member, conversationId: string) {
  const conversation = await findConversationForMember(db, member.id, conversationId);
  const partner = partnerOf(conversation, member.id);
  if (!partner) return [];
  const rows = await selectProposals(
    db,
    or(
      and(eq(proposals.senderId, member.id), eq(proposals.receiverId, partner)),
      and(eq(proposals.senderId, partner), eq(proposals.receiverId, member.id)),
    ),
  )
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
    .limit(conversationProposalsMax);
  return (await withReviewsAndHistory(db, member.id, rows)).reverse();
}

/**
 * The member's pending proposal on a listing, so the listing page can show it instead of a form that must fail.
 * Only the member's own: the listing's other proposals are none of their business.
 */
export async function findMyPendingProposal(db: Executor, member: Member, offerId: string) {
  const [pending] = await db
    .select({ id: proposals.id, createdAt: proposals.createdAt })
    .from(proposals)
    .where(and(eq(proposals.offerId, offerId), eq(proposals.senderId, member.id), eq(proposals.status, 'pending')));
  if (pending) return pending;
  // Without a proposal on it, a listing that is not live exists only for its owner and admins, as on its page.
  const [listing] = await db
    .select({ status: offers.status, userId: offers.userId })
    .from(offers)
    .where(eq(offers.id, offerId));
  const visible = listing && (listing.status === 'active' || listing.userId === member.id || member.role === 'admin');
  if (!visible) throw notFound('Listing not found');
  return null;
}

export const currencyOf = (methods: PaymentType[]) => (methods.length === 1 ? methods[0]! : 'mixed');

/**
 * Sends a proposal on a live listing of another member. The owner is notified in-app and by email, and both
 * parties' tabs hear of it. Unanswered, it expires after the platform's proposalExpiryDays (expiry.ts).
 */
export async function createProposal(
  ctx: AppContext,
  sender: Member,
  offerId: string,
  input: CreateProposalInput,
): Promise<ProposalRecord> {
  const id = await transactWithEvents(ctx, async (tx) => {
    // Shared lock: the listing cannot be paused, edited or deleted under a proposal being made on it.
    const [listing] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('share');
    if (!listing) throw notFound('Listing not found');
    if (listing.userId === sender.id) {
      throw new AppError(403, 'OWN_LISTING', 'You cannot make a proposal on your own listing');
    }
    if (listing.status !== 'active' || !listing.userId) {
      throw conflict('LISTING_CLOSED', 'This listing is not open for proposals');
    }
    const refused = input.paymentMethods.filter((method) => !listing.paymentTypes.includes(method));
    if (refused.length > 0) {
      throw badRequest('PAYMENT_METHOD_NOT_ACCEPTED', `This listing does not accept ${refused.join(', ')}`, {
        paymentMethods: `This listing does not accept ${refused.join(', ')}`,
      });
    }
    const paysCoins = input.paymentMethods.includes('coins');
    await lockMemberEvents(tx, [sender.id, listing.userId]);
    const [row] = await tx
      .insert(proposals)
      .values({
        senderId: sender.id,
        receiverId: listing.userId,
        offeredById: sender.id,
        offerId: listing.id,
        listingTitle: listing.title,
        paymentMethods: input.paymentMethods,
        currency: currencyOf(input.paymentMethods),
        cashAmountCents: input.paymentMethods.includes('cash') ? (input.cashAmountCents ?? null) : null,
        amount: input.offerAmount || null,
        coinAmount: paysCoins ? input.coinAmount! : null,
        payerId: listing.kind === 'request' ? listing.userId : sender.id,
        tradeDescription: input.paymentMethods.includes('trade') ? input.tradeDescription! : null,
        message: input.message || null,
        contactName: input.fullName,
        contactEmail: input.email,
        contactPhone: input.phone || null,
      })
      .onConflictDoNothing()
      .returning({
        id: proposals.id,
        paymentMethods: proposals.paymentMethods,
        cashAmountCents: proposals.cashAmountCents,
        amount: proposals.amount,
        coinAmount: proposals.coinAmount,
        tradeDescription: proposals.tradeDescription,
      });
    if (!row) throw conflict('PROPOSAL_PENDING', 'You already have a pending proposal on this listing');
    await recordVersion(tx, { proposalId: row.id, number: 1, authorId: sender.id, terms: { ...row, note: null } });
    await recordStep(tx, { proposalId: row.id, actorId: sender.id, action: 'send', status: initialDealState });
    await scheduleProposalExpiry(tx, ctx, row.id);

    await createNotification(tx, {
      userId: listing.userId,
      type: 'offer_received',
      title: 'New offer received',
      message: `${sender.fullName} made an offer on "${listing.title}".`,
      relatedId: row.id,
    });
    await announceProposalChange(tx, { id: row.id, senderId: sender.id, receiverId: listing.userId });
    const [owner] = await tx
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, listing.userId));
    if (owner) {
      // One email per listing per window, however often the sender withdraws and proposes again.
      await enqueueCoalescedEmail(tx, {
        to: owner.email,
        template: 'offer_received',
        payload: {
          fullName: owner.fullName,
          appUrl: ctx.config.appUrl,
          listingTitle: listing.title,
          proposalId: row.id,
        },
        coalesceKey: `offer_received:listing:${listing.id}`,
      });
    }
    return row.id;
  });
  ctx.email.kick();
  return findProposalForMember(ctx.db, sender, id);
}

/** Both parties' open tabs reread the proposal. */
export async function announceProposalChange(
  tx: EventTransaction,
  proposal: Pick<ProposalRow, 'id' | 'senderId' | 'receiverId'>,
): Promise<void> {
  for (const userId of [proposal.senderId, proposal.receiverId]) {
    if (userId) await recordEvent(tx, { userId, type: 'proposal.updated', payload: { proposalId: proposal.id } });
  }
}

/**
 * How many deals each member called off after acceptance: those they asked to cancel (the other party agreed) or
 * cancelled alone as provider. The admin's Users tab shows it; a withdrawn proposal is not one.
 */
export async function countDealCancellations(db: Executor, userIds: string[]): Promise<Map<string, number>> {
  const counts = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .select({ userId: proposals.cancelRequestedById, cancellations: count() })
    .from(proposals)
    .where(and(inArray(proposals.cancelRequestedById, userIds), eq(proposals.status, 'cancelled')))
    .groupBy(proposals.cancelRequestedById);
  for (const row of rows) if (row.userId) counts.set(row.userId, row.cancellations);
  return counts;
}
export type { Effect, Step } from './effects.ts';

// What the disputes feature uses of the deal process: the coins, the emails, the history and the proposal's view.
export { refundDealCoins, releaseDealCoins } from './deal-coins.ts';
export { emailMember } from './deal-notices.ts';
export { findHistories } from './history.ts';
export { presentProposal } from './present.ts';

/**
 * The deal process's moves, for the disputes feature (transitions.ts). Loaded when first called: transitions.ts
 * reaches the dispute effects, which use this module, so a static import could load them before they are defined.
 */
export async function runDealMove(...args: Parameters<typeof RunDealMove>) {
  const { runDealMove: run } = await import('./transitions.ts');
  return run(...args);
}
