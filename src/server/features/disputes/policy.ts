// Who may do what with a dispute's case (platform/policy.ts): a party adds the respondent's statement or an answer to
// an admin's question while the case is open; an admin asks and rules while it is open (before the respondent's
// statement, only when they tick that they rule without it), and splits only coins. The deal moves (open, withdraw, the rulings) are the deal process's and refused by deals/policy.ts.
import { disputeMessages } from '#shared/schemas/disputes.ts';
import { conflict, forbidden } from '../../platform/errors.ts';
import type { Member } from '../../platform/guards.ts';
import { definePolicy, type Rule } from '../../platform/policy.ts';
import type { DisputeRecord } from './types.ts';

/**
 * The case as its rules read it, at `now` (the app's clock in a service, the caller's in a presenter);
 * `withoutStatement`, a ruling's tick to go ahead without the respondent's statement.
 */
export type DisputeFacts = {
  dispute: DisputeRecord;
  now: number;
  coinAmount?: number | null;
  withoutStatement?: boolean;
};

type DisputeRule = Rule<DisputeFacts>;

const isOpen: DisputeRule = {
  holds: (_actor, { dispute }) => dispute.status === 'open',
  refusal: () => conflict('NO_DISPUTE', 'No dispute is open on this deal'),
};

const isParty: DisputeRule = {
  holds: (actor, { dispute }) => actor.id === dispute.openedBy?.id || actor.id === dispute.respondent?.id,
  refusal: () => forbidden(disputeMessages.forbidden),
};

// An admin who is a party to the deal leaves its case to another admin, as the deal process's rulings require.
const isAdmin: DisputeRule = {
  holds: (actor, { dispute }) =>
    actor.role === 'admin' && actor.id !== dispute.openedBy?.id && actor.id !== dispute.respondent?.id,
  refusal: () => forbidden('Only an admin who is no party to the deal decides a dispute'),
};

/** Whether the respondent has yet to give their statement. */
const owesStatement = (actor: Member, { dispute }: DisputeFacts) =>
  actor.id === dispute.respondent?.id &&
  !dispute.entries.some((entry) => entry.kind === 'statement' && entry.author?.id === actor.id);

/**
 * Whether the respondent may still give their statement (disputeResponseDays after the opening) and has not. A
 * respondent who deleted their account gives none.
 */
export function awaitsStatement({ dispute, now }: DisputeFacts): boolean {
  const respondent = dispute.respondent;
  if (!respondent || now >= dispute.respondBy.getTime()) return false;
  return !dispute.entries.some((entry) => entry.kind === 'statement' && entry.author?.id === respondent.id);
}

/** Whether an admin's latest question to the member is still unanswered by them. */
export function hasOpenQuestion(actor: Member, { dispute }: DisputeFacts): boolean {
  const mine = dispute.entries.filter(
    (entry) =>
      (entry.kind === 'question' && entry.addressedTo?.id === actor.id) ||
      (entry.kind === 'answer' && entry.author?.id === actor.id),
  );
  return mine.at(-1)?.kind === 'question';
}

/** What the member's entry would be now: the statement they owe in time, or an answer; null when neither. */
export function entryKindFor(actor: Member, facts: DisputeFacts): 'statement' | 'answer' | null {
  if (owesStatement(actor, facts) && facts.now < facts.dispute.respondBy.getTime()) return 'statement';
  return hasOpenQuestion(actor, facts) ? 'answer' : null;
}

const policy = definePolicy<'add-entry' | 'ask' | 'resolve' | 'split', DisputeFacts>({
  'add-entry': [
    isParty,
    isOpen,
    {
      holds: (actor, facts) =>
        !owesStatement(actor, facts) || facts.now < facts.dispute.respondBy.getTime() || hasOpenQuestion(actor, facts),
      refusal: () => conflict('RESPONSE_CLOSED', disputeMessages.responseClosed),
    },
    {
      holds: (actor, facts) => entryKindFor(actor, facts) !== null,
      refusal: () => conflict('NOTHING_TO_ADD', disputeMessages.nothingToAdd),
    },
  ],
  ask: [isAdmin, isOpen],
  resolve: [
    isAdmin,
    isOpen,
    {
      holds: (_actor, facts) => facts.withoutStatement === true || !awaitsStatement(facts),
      refusal: () => conflict('STATEMENT_PENDING', disputeMessages.statementPending),
    },
  ],
  split: [
    isAdmin,
    isOpen,
    {
      holds: (_actor, { coinAmount }) => coinAmount !== null && coinAmount !== undefined,
      refusal: () => conflict('NO_COINS', disputeMessages.noCoinsToSplit),
    },
  ],
});

export const authorizeDispute = policy.authorize;
export const disputeAbilities = policy.abilities;
