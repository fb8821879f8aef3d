// The shapes the deal process and the features plugged into it share: the proposal row it moves, a move being
// carried out, and what an admin's ruling carries. Kept apart so no file of the process imports another for a type.
import type { DisputeOutcome } from '#shared/constants.ts';
import type { OpenDisputeInput } from '#shared/schemas/disputes.ts';
import type { CounterOfferInput } from '#shared/schemas/proposals.ts';
import type { AppContext } from '../../context.ts';
import type { proposals } from '../../db/schema/index.ts';
import type { EventTransaction } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import type { DealTransitionName, PluggedEffect } from './process.ts';

export type ProposalRow = typeof proposals.$inferSelect;

/** An admin's ruling as the resolution moves carry it: the outcome, each side's coins, the note, and who ruled. */
export type Ruling = {
  disputeId: string;
  outcome: DisputeOutcome;
  /** The provider's part of a split; the payer gets the rest. */
  providerCoins?: number;
  note: string;
  /** The admin's tick to rule while the respondent may still give their statement and has not. */
  withoutStatement?: boolean;
};

/**
 * A move being carried out; `member` is null for the clock's moves, `reason` given with the moves that take one, and
 * the terms of a counter-offer, the opening of a dispute or an admin's ruling with theirs. `completesAt` is set by the
 * delivery's scheduling and `refunded` (coins) by the refund, for the effects after them.
 */
export type Step = {
  ctx: AppContext;
  member: Member | null;
  proposal: ProposalRow;
  name: DealTransitionName;
  reason?: string;
  counter?: CounterOfferInput;
  opening?: OpenDisputeInput;
  ruling?: Ruling;
  completesAt?: Date;
  refunded?: number;
};

export type Effect = (tx: EventTransaction, step: Step) => Promise<void>;

/**
 * The effects a feature plugged into the process carries out, handed to the move that needs them: deals calls back
 * into proposals and disputes through these, never by importing them.
 */
export type PluggedEffects = Partial<Record<PluggedEffect, Effect>>;

/**
 * What a member's move comes with: the reason of the moves that take one, the version a pending proposal's answer
 * answers, a counter-offer's terms, a dispute's opening, an admin's ruling.
 */
export type MoveInput = Pick<Step, 'reason' | 'counter' | 'opening' | 'ruling'> & { version?: number };
