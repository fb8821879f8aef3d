// Reading proposals for their parties: one proposal, a member's list, the proposals between a conversation's two
// members, each with the member's review, its history, versions and latest dispute (a query each per page).
import { and, arrayContains, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { findCategoryBySlug } from '#shared/categories.ts';
import { type ProposalListQuery, type ProposalVersion } from '#shared/schemas/proposals.ts';
import { proposalMessages } from '#shared/schemas/proposal-messages.ts';
import type { Database, Executor } from '../../db/client.ts';
import { offers, proposals, reviews, scheduledJobs, users } from '../../db/schema/index.ts';
import { substringPattern } from '../../db/substring-pattern.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { Member } from '../../platform/guards.ts';
import { readPlatformSettings } from '../../platform/settings.ts';
import { autoCompleteJob, disputableUntil, findHistories, type ProposalStepRecord } from '../deals/service.ts';
import { type DisputeRecord, findLatestDisputes } from '../disputes/service.ts';
import { findConversationForMember, partnerOf } from '../messaging/service.ts';
import { findVersions } from './versions.ts';

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
      // A delivered deal's automatic completion (deals/delivery.ts): the job's time is when it completes by itself.
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
