// The admins' Disputes tab: the cases by status (open ones oldest first), one case with its deal and the members'
// conversation, a question to a party, and the ruling, which is a move of the deal process.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminDisputeListQuery, AskDisputeQuestionInput, ResolveDisputeInput } from '#shared/schemas/disputes.ts';
import { disputeMessages } from '#shared/schemas/disputes.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { disputeEntries, disputes, ledgerEntries, proposals, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { enqueueEmail } from '../../platform/email/outbox.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { lockMemberEvents, recordAdminEvent, transactWithEvents } from '../../platform/events/record.ts';
import { confirmActiveAdmin, type Member } from '../../platform/guards.ts';
import { findMessagesBetween } from '../messaging/service.ts';
import { createNotification } from '../notifications/service.ts';
import { announceProposalChange, findHistories, runDealMove } from '../deals/service.ts';
import { findCoinShares, holdKey } from '../wallet/service.ts';
import { disputeEffects } from './effects.ts';
import { authorizeDispute } from './policy.ts';
import { findDisputes } from './read.ts';

/** How much of the members' conversation a case shows: the newest messages, enough to read what went wrong. */
const caseConversationMax = 200;

const openers = alias(users, 'opener');
const respondents = alias(users, 'respondent');
const senders = alias(users, 'sender');
const receivers = alias(users, 'receiver');
const party = (table: typeof openers | typeof respondents | typeof senders | typeof receivers) => ({
  id: table.id,
  fullName: table.fullName,
  profilePictureUrl: table.profilePictureUrl,
});

/** A page of cases by status: open ones oldest first (the longest waiting on top), closed ones latest closed first. */
export async function findDisputesForAdmin(db: Executor, query: AdminDisputeListQuery) {
  const where = eq(disputes.status, query.status);
  const order =
    query.status === 'open'
      ? [asc(disputes.createdAt), asc(disputes.id)]
      : [desc(disputes.closedAt), desc(disputes.id)];
  const [items, [total]] = await Promise.all([
    db
      .select({
        dispute: disputes,
        listingTitle: proposals.listingTitle,
        coinAmount: proposals.coinAmount,
        openedBy: party(openers),
        respondent: party(respondents),
      })
      .from(disputes)
      .innerJoin(proposals, eq(proposals.id, disputes.proposalId))
      .leftJoin(openers, eq(openers.id, disputes.openedById))
      .leftJoin(respondents, eq(respondents.id, disputes.respondentId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(disputes).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export type AdminDisputeRow = Awaited<ReturnType<typeof findDisputesForAdmin>>['items'][number];

async function findDispute(db: Executor, id: string) {
  const [dispute] = await findDisputes(db, [id]);
  if (!dispute) throw notFound(disputeMessages.notFound);
  return dispute;
}

/** The coins a deal holds now: its hold, less what its release or refund took from it. */
async function countHeldCoins(db: Executor, proposalId: string): Promise<number> {
  const [row] = await db
    .select({
      held: sql<number>`coalesce(sum(case when ${ledgerEntries.type} = 'received' then ${ledgerEntries.amount} else -${ledgerEntries.amount} end), 0)::int`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.currency, 'held'),
        inArray(ledgerEntries.idempotencyKey, [holdKey(proposalId), `deal:${proposalId}`]),
      ),
    );
  return row?.held ?? 0;
}

/** One case: the dispute, its deal with its history and held coins, and the two members' conversation. */
export async function findCase(db: Executor, id: string) {
  const dispute = await findDispute(db, id);
  const [deal] = await db
    .select({ proposal: proposals, sender: party(senders), receiver: party(receivers) })
    .from(proposals)
    .leftJoin(senders, eq(senders.id, proposals.senderId))
    .leftJoin(receivers, eq(receivers.id, proposals.receiverId))
    .where(eq(proposals.id, dispute.proposalId));
  if (!deal) throw notFound(disputeMessages.notFound);
  const { senderId, receiverId, payerId } = deal.proposal;
  const providerId = payerId === senderId ? receiverId : senderId;
  const [histories, heldCoins, conversation, [providerShares]] = await Promise.all([
    findHistories(db, [deal.proposal.id]),
    countHeldCoins(db, deal.proposal.id),
    senderId && receiverId ? findMessagesBetween(db, senderId, receiverId, caseConversationMax) : [],
    // What the provider owes after rulings (this one's, or an earlier case's): the admin sees it on the case.
    payerId && providerId ? findCoinShares(db, providerId) : [],
  ]);
  const providerDebtCoins = providerShares?.debtCoins ?? 0;
  const history = histories.get(deal.proposal.id) ?? [];
  return { dispute, deal: { ...deal, heldCoins, providerDebtCoins, history }, conversation };
}

export type DisputeCase = Awaited<ReturnType<typeof findCase>>;

/**
 * An admin's question to one party of an open case: it joins the case, and the member hears of it in their
 * notifications and by email. The proposal row is locked first, as the deal's moves take it, so the case cannot close
 * under it.
 */
export async function askDisputeQuestion(ctx: AppContext, admin: Member, id: string, input: AskDisputeQuestionInput) {
  await transactWithEvents(ctx, async (tx) => {
    await confirmActiveAdmin(tx, admin.id);
    const [found] = await tx.select({ proposalId: disputes.proposalId }).from(disputes).where(eq(disputes.id, id));
    if (!found) throw notFound(disputeMessages.notFound);
    const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, found.proposalId)).for('update');
    if (!proposal) throw notFound(disputeMessages.notFound);
    const dispute = await findDispute(tx, id);
    authorizeDispute(admin, { dispute, now: ctx.clock() }, 'ask');
    if (input.toId !== dispute.openedBy?.id && input.toId !== dispute.respondent?.id) {
      throw badRequest('NOT_A_PARTY', 'Choose which member to ask', { toId: 'Choose which member to ask' });
    }
    await lockMemberEvents(
      tx,
      [proposal.senderId, proposal.receiverId].filter((party) => party !== null),
    );
    await tx
      .insert(disputeEntries)
      .values({ disputeId: id, authorId: admin.id, kind: 'question', addressedToId: input.toId, body: input.body });
    await createNotification(tx, {
      userId: input.toId,
      type: 'dispute_update',
      title: 'Question about your dispute',
      message: `An admin asks about the dispute on the deal for "${proposal.listingTitle}": "${input.body}" Answer it on the deal's page.`,
      relatedId: proposal.id,
    });
    await emailQuestion(tx, ctx.config.appUrl, proposal, input);
    recordAdminEvent(tx, { type: 'admin.disputes.changed', payload: {} });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'dispute.ask',
      targetType: 'dispute',
      targetId: id,
      details: { proposalId: proposal.id, toId: input.toId },
    });
    await announceProposalChange(tx, proposal);
  });
  ctx.email.kick();
  return findCase(ctx.db, id);
}

/** The question by email too, in the admin's words, with a link to the deal where the member answers it. */
async function emailQuestion(
  tx: Executor,
  appUrl: string,
  proposal: { id: string; listingTitle: string },
  input: AskDisputeQuestionInput,
) {
  const [member] = await tx
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, input.toId));
  if (!member) return;
  await enqueueEmail(tx, {
    to: member.email,
    template: 'dispute_question',
    payload: {
      fullName: member.fullName,
      appUrl,
      listingTitle: proposal.listingTitle,
      proposalId: proposal.id,
      question: input.body,
    },
  });
}

const rulingMoves = {
  release: 'release-to-provider',
  refund: 'refund-to-payer',
  split: 'split-coins',
} as const;

/**
 * An admin's ruling, through the deal process: the coins settled, the case closed, both parties told. While the
 * respondent may still give their statement and has not, only a ruling ticked 'without their statement' goes.
 */
export async function resolveDispute(ctx: AppContext, admin: Member, id: string, input: ResolveDisputeInput) {
  const [found] = await ctx.db.select({ proposalId: disputes.proposalId }).from(disputes).where(eq(disputes.id, id));
  if (!found) throw notFound(disputeMessages.notFound);
  const ruling = {
    disputeId: id,
    outcome: input.outcome,
    providerCoins: input.providerCoins,
    note: input.note,
    withoutStatement: input.withoutStatement,
  };
  await runDealMove(
    ctx,
    admin,
    found.proposalId,
    rulingMoves[input.outcome],
    { ruling, reason: input.note },
    disputeEffects,
  );
  return findCase(ctx.db, id);
}
