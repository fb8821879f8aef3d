// What the two parties do with a dispute: open one on their deal, add the respondent's statement or an answer to an
// admin's question, withdraw the one they opened. Opening and withdrawing are moves of the deal process. Pictures are
// the member's own uploads only. The routes answer each with the proposal as the member now sees it.
import { eq } from 'drizzle-orm';
import { disputeReasonLabels } from '#shared/constants.ts';
import type { DisputeEntryInput, OpenDisputeInput } from '#shared/schemas/disputes.ts';
import { proposalMessages } from '#shared/schemas/proposal-messages.ts';
import type { AppContext } from '../../context.ts';
import { disputeEntries, proposals } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { lockMemberEvents, recordAdminEvent, transactWithEvents } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import { createNotification } from '../notifications/service.ts';
import { assertOwnUploads } from '../uploads/service.ts';
import { announceProposalChange, runDealMove } from '../deals/service.ts';
import { disputeEffects } from './effects.ts';
import { authorizeDispute, entryKindFor } from './policy.ts';
import { findOpenDispute } from './read.ts';

/** Opens a dispute on the member's deal; the reason's label is the history's note. */
export async function openDispute(ctx: AppContext, member: Member, proposalId: string, opening: OpenDisputeInput) {
  await assertOwnUploads(ctx.db, member.id, opening.images, 'images');
  const input = { opening, reason: disputeReasonLabels[opening.reason] };
  await runDealMove(ctx, member, proposalId, 'open-dispute', input, disputeEffects);
}

export async function withdrawDispute(ctx: AppContext, member: Member, proposalId: string) {
  await runDealMove(ctx, member, proposalId, 'withdraw-dispute', {}, disputeEffects);
}

/**
 * The respondent's statement before the deadline, or a party's answer to an admin's question, on the open case. The
 * proposal row is locked first, as every move of the deal takes it, so a withdrawal or ruling cannot close the case
 * under the entry.
 */
export async function addDisputeEntry(ctx: AppContext, member: Member, proposalId: string, input: DisputeEntryInput) {
  await assertOwnUploads(ctx.db, member.id, input.images, 'images');
  await transactWithEvents(ctx, async (tx) => {
    const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, proposalId)).for('update');
    if (!proposal) throw notFound(proposalMessages.notFound);
    if (proposal.senderId !== member.id && proposal.receiverId !== member.id) {
      throw forbidden(proposalMessages.forbidden);
    }
    const dispute = await findOpenDispute(tx, proposal.id);
    if (!dispute) throw conflict('NO_DISPUTE', 'No dispute is open on this deal');
    const facts = { dispute, now: ctx.clock() };
    authorizeDispute(member, facts, 'add-entry');
    await lockMemberEvents(
      tx,
      [proposal.senderId, proposal.receiverId].filter((id) => id !== null),
    );
    await tx.insert(disputeEntries).values({
      disputeId: dispute.id,
      authorId: member.id,
      kind: entryKindFor(member, facts)!,
      body: input.body,
      images: input.images,
    });
    // The other party and the admins follow the case as it grows.
    const other = proposal.senderId === member.id ? proposal.receiverId : proposal.senderId;
    if (other) {
      await createNotification(tx, {
        userId: other,
        type: 'dispute_update',
        title: 'Dispute updated',
        message: `${member.fullName} added to the dispute on the deal for "${proposal.listingTitle}".`,
        relatedId: proposal.id,
      });
    }
    recordAdminEvent(tx, { type: 'admin.disputes.changed', payload: {} });
    await announceProposalChange(tx, proposal);
  });
}
