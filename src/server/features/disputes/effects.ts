// The effects of the dispute moves of the deal process (deals/process.ts), carried out inside the move's
// transaction: the case opened and closed, the coins settled by a ruling, and both parties told of it. Disputes hands
// them to the moves it runs (members.ts, desk.ts).
import { and, eq } from 'drizzle-orm';
import { type DisputeOutcome, limits } from '#shared/constants.ts';
import { disputeEntries, disputes, proposals } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { conflict } from '../../platform/errors.ts';
import { recordAdminEvent, type EventTransaction } from '../../platform/events/record.ts';
import { confirmActiveAdmin, type Member } from '../../platform/guards.ts';
import { createNotification } from '../notifications/service.ts';
import { emailMember, type PluggedEffects, type ProposalRow, type Ruling, type Step } from '../deals/service.ts';
import { pauseClearing, resumeClearing } from '../wallet/service.ts';
import { authorizeDispute, awaitsStatement } from './policy.ts';
import { findDisputes } from './read.ts';
import { type CoinParts, coinPartsOf, settleCoins } from './settle.ts';

const dayMs = 24 * 60 * 60 * 1000;

function takerOf({ member, name }: Step): Member {
  if (!member) throw new Error(`The ${name} move is taken by no member`);
  return member;
}

function rulingOf(step: Step): Step & { ruling: Ruling } {
  if (!step.ruling) throw new Error(`The ${step.name} move carries no ruling`);
  return step as Step & { ruling: Ruling };
}

// A party who deleted their account hears nothing.
const remainingParties = (proposal: ProposalRow) =>
  [proposal.senderId, proposal.receiverId].filter((id) => id !== null);

/** The respondent answers within the platform's disputeResponseDays of the opening, by the app's clock. */
async function openCase(tx: EventTransaction, step: Step) {
  const { proposal, opening } = step;
  if (!opening) throw new Error('The open-dispute move carries no opening');
  const opener = takerOf(step);
  recordAdminEvent(tx, { type: 'admin.disputes.changed', payload: {} });
  const [dispute] = await tx
    .insert(disputes)
    .values({
      proposalId: proposal.id,
      openedById: opener.id,
      respondentId: proposal.senderId === opener.id ? proposal.receiverId : proposal.senderId,
      reason: opening.reason,
      respondBy: new Date(step.ctx.clock() + limits.disputeResponseDays * dayMs),
    })
    // The unique index keeps one open case per deal, whatever raced past the locked proposal's flag.
    .onConflictDoNothing()
    .returning({ id: disputes.id });
  if (!dispute)
    throw conflict('DISPUTE_OPEN', 'A dispute is open on this deal, so it waits for the dispute to be settled');
  await tx.insert(disputeEntries).values({
    disputeId: dispute.id,
    authorId: opener.id,
    kind: 'statement',
    body: opening.statement,
    images: opening.images,
  });
  await tx.update(proposals).set({ disputed: true }).where(eq(proposals.id, proposal.id));
  // A completed deal's coins stay clearing, whatever the date, while the case is open.
  if (proposal.status === 'completed') await pauseClearing(tx, proposal.id);
}

/**
 * Withdrawn by its opener, or resolved by an admin's ruling, audited (with whether it went without the respondent's
 * statement); the deal is no longer held.
 */
async function closeCase(tx: EventTransaction, step: Step) {
  const { proposal, name } = step;
  const closedAt = new Date(step.ctx.clock());
  recordAdminEvent(tx, { type: 'admin.disputes.changed', payload: {} });
  const openCase = and(eq(disputes.proposalId, proposal.id), eq(disputes.status, 'open'));
  if (name === 'withdraw-dispute') {
    await tx.update(disputes).set({ status: 'withdrawn', closedAt }).where(openCase);
    if (proposal.status === 'completed') await resumeClearing(step.ctx, tx, proposal.id);
  } else {
    const { ruling } = rulingOf(step);
    const admin = takerOf(step);
    // An admin suspended or demoted while the ruling was on its way does not rule.
    await confirmActiveAdmin(tx, admin.id);
    // Read under the deal's lock, which a statement takes too: one given before this ruling counts.
    const [dispute] = await findDisputes(tx, [ruling.disputeId]);
    if (!dispute) throw conflict('NO_DISPUTE', 'No dispute is open on this deal');
    const facts = { dispute, now: step.ctx.clock(), withoutStatement: ruling.withoutStatement };
    authorizeDispute(admin, facts, 'resolve');
    const parts = coinPartsOf(proposal, ruling);
    const [closed] = await tx
      .update(disputes)
      .set({
        status: 'resolved',
        outcome: ruling.outcome,
        providerCoins: parts?.providerCoins ?? null,
        payerCoins: parts?.payerCoins ?? null,
        resolutionNote: ruling.note,
        resolvedById: admin.id,
        closedAt,
      })
      .where(and(openCase, eq(disputes.id, ruling.disputeId)))
      .returning({ id: disputes.id });
    if (!closed) throw conflict('NO_DISPUTE', 'No dispute is open on this deal');
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'dispute.resolve',
      targetType: 'dispute',
      targetId: closed.id,
      details: { proposalId: proposal.id, outcome: ruling.outcome, ...parts, withoutStatement: awaitsStatement(facts) },
    });
  }
  // A ruling decides the deal: a cancellation still asked for when the case opened is answered by it, and counts
  // against no one.
  const answered =
    name === 'withdraw-dispute' ? {} : { cancelRequestedById: null, cancelReason: null, cancelRequestedAt: null };
  await tx
    .update(proposals)
    .set({ disputed: false, ...answered })
    .where(eq(proposals.id, proposal.id));
}

/** What the ruling did, as the parties read it: one whole sentence per outcome, so each translates whole. */
function rulingNotice(outcome: DisputeOutcome, parts: CoinParts, listingTitle: string, note: string) {
  return {
    title: 'Dispute decided',
    message: !parts
      ? outcome === 'release'
        ? `An admin decided the dispute on the deal for "${listingTitle}": it was decided for the provider. "${note}"`
        : `An admin decided the dispute on the deal for "${listingTitle}": it was decided for the payer. "${note}"`
      : outcome === 'release'
        ? `An admin decided the dispute on the deal for "${listingTitle}": the ${parts.providerCoins} DC go to the provider. "${note}"`
        : outcome === 'refund'
          ? `An admin decided the dispute on the deal for "${listingTitle}": the ${parts.payerCoins} DC go back to the payer. "${note}"`
          : `An admin decided the dispute on the deal for "${listingTitle}": ${parts.providerCoins} DC go to the provider and ${parts.payerCoins} DC back to the payer. "${note}"`,
  };
}

async function notifyRuling(tx: EventTransaction, step: Step) {
  const { proposal, ruling } = rulingOf(step);
  const notice = rulingNotice(ruling.outcome, coinPartsOf(proposal, ruling), proposal.listingTitle, ruling.note);
  for (const userId of remainingParties(proposal)) {
    await createNotification(tx, {
      userId,
      type: 'dispute_resolved',
      ...notice,
      relatedId: proposal.id,
    });
  }
}

async function emailRuling(tx: EventTransaction, { ctx, proposal }: Step) {
  for (const userId of remainingParties(proposal)) {
    await emailMember(tx, ctx.config.appUrl, 'dispute_resolved', proposal, userId);
  }
}

export const disputeEffects = {
  'open the case': openCase,
  'close the case': closeCase,
  'settle the coins': (tx, step) => settleCoins(tx, rulingOf(step)),
  'notify both parties of the ruling': notifyRuling,
  'email both parties of the ruling': emailRuling,
} satisfies PluggedEffects;
