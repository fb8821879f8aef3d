// A proposal's history, which both parties see: a step for its sending and one for each move of the deal process,
// written in the transaction that takes it, and read for a whole page of proposals in one query.
import { and, eq, inArray } from 'drizzle-orm';
import { type ProposalStatus, type ProposalStepAction, proposalStepActions } from '#shared/constants.ts';
import type { Executor } from '../../db/client.ts';
import { proposalSteps, users } from '../../db/schema/index.ts';

export type NewProposalStep = {
  proposalId: string;
  /** Who took it; null when unknown (an older deal without a payer). */
  actorId: string | null;
  action: ProposalStepAction;
  /** The state it led to. */
  status: ProposalStatus;
  /** The reason given with a cancellation asked for or done alone. */
  note?: string | null;
  /** When it happened, if not now (a proposal built already decided, as the test factory does). */
  at?: Date;
};

export async function recordStep(db: Executor, { proposalId, actorId, action, status, note, at }: NewProposalStep) {
  await db
    .insert(proposalSteps)
    .values({ proposalId, actorId, action, status, note: note ?? null, ...(at ? { createdAt: at } : {}) });
}

/** Whether the member has asked to cancel the deal before: the policy lets each member ask once. */
export async function hasAskedToCancel(db: Executor, proposalId: string, memberId: string): Promise<boolean> {
  const asked = and(
    eq(proposalSteps.proposalId, proposalId),
    eq(proposalSteps.actorId, memberId),
    eq(proposalSteps.action, 'request-cancellation'),
  );
  return (await db.$count(proposalSteps, asked)) > 0;
}

const rulings = ['release-to-provider', 'refund-to-payer', 'split-coins'] as const;

/**
 * What the deal's disputes so far allow: whether the member has opened one before (once per member and deal, so
 * opening and withdrawing cannot hold a deal up for ever), and whether an admin has ruled (a ruling is final).
 */
export async function findDisputeRecord(db: Executor, proposalId: string, memberId: string) {
  const steps = await db
    .select({ action: proposalSteps.action, actorId: proposalSteps.actorId })
    .from(proposalSteps)
    .where(and(eq(proposalSteps.proposalId, proposalId), inArray(proposalSteps.action, ['open-dispute', ...rulings])));
  return disputeRecordOf(
    steps.map((step) => ({ action: step.action, actorId: step.actorId })),
    memberId,
  );
}

/** The same, read from steps already loaded (the presenter's history). */
export function disputeRecordOf(steps: { action: ProposalStepAction; actorId: string | null }[], memberId: string) {
  return {
    disputedBefore: steps.some((step) => step.action === 'open-dispute' && step.actorId === memberId),
    ruled: steps.some((step) => (rulings as readonly string[]).includes(step.action)),
  };
}

async function selectSteps(db: Executor, proposalIds: string[]) {
  return db
    .select({
      proposalId: proposalSteps.proposalId,
      action: proposalSteps.action,
      status: proposalSteps.status,
      note: proposalSteps.note,
      at: proposalSteps.createdAt,
      actor: { id: users.id, fullName: users.fullName, profilePictureUrl: users.profilePictureUrl },
    })
    .from(proposalSteps)
    .leftJoin(users, eq(users.id, proposalSteps.actorId))
    .where(inArray(proposalSteps.proposalId, proposalIds));
}

export type ProposalStepRecord = Awaited<ReturnType<typeof selectSteps>>[number];

const processOrder = (step: ProposalStepRecord) => proposalStepActions.indexOf(step.action);

/** Each proposal's steps, oldest first; a proposal without steps maps to none. */
export async function findHistories(db: Executor, proposalIds: string[]): Promise<Map<string, ProposalStepRecord[]>> {
  const histories = new Map<string, ProposalStepRecord[]>(proposalIds.map((id) => [id, []]));
  if (proposalIds.length === 0) return histories;
  const steps = await selectSteps(db, proposalIds);
  // Oldest first. Steps written at once (the migration's backfill, the test factory) may share a time; the deal
  // process's order (sent, decided, completed) then says which came first.
  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || processOrder(a) - processOrder(b));
  for (const step of steps) histories.get(step.proposalId)?.push(step);
  return histories;
}
