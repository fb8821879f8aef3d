// Who may do what with the admin's money records (platform/policy.ts): an admin pays or rejects a member's pending
// withdrawal and reverses a completed movement of the ledger, never their own. The services refuse through
// authorizeWithdrawal and authorizeTransaction, re-checking inside their transactions on what they read there; the
// Withdrawals and Transactions tabs' `can` flags come from withdrawalAbilities and transactionAbilities. What a
// member converts or withdraws depends on the amounts and balances of the request, so service.ts refuses that.
import { AppError, conflict, forbidden } from '../../platform/errors.ts';
import { notAdmin } from '../../platform/guards.ts';
import { definePolicy, type Rule } from '../../platform/policy.ts';
import type { TransactionRow, WithdrawalRow } from './rows.ts';

/** The ledger kinds the deal process moves by itself: an admin reverses none of them. */
const dealProcessKinds: readonly string[] = ['hold', 'release', 'refund'];

const admin = <Facts>(): Rule<Facts> => ({ holds: (actor) => actor.role === 'admin', refusal: notAdmin });

export type WithdrawalAction = 'pay' | 'reject';
export type WithdrawalFacts = { withdrawal: Pick<WithdrawalRow, 'userId' | 'status'> };

const decision: Rule<WithdrawalFacts>[] = [
  admin(),
  {
    // Separation of duties: the money leaves on someone else's word.
    holds: (actor, { withdrawal }) => withdrawal.userId !== actor.id,
    refusal: () => forbidden('Another administrator must decide on your own withdrawal.'),
  },
  {
    holds: (_actor, { withdrawal }) => withdrawal.status === 'pending',
    refusal: ({ withdrawal }) => conflict('WITHDRAWAL_DECIDED', `This withdrawal was already ${withdrawal.status}`),
  },
];

const withdrawalPolicy = definePolicy<WithdrawalAction, WithdrawalFacts>({ pay: decision, reject: decision });

export const authorizeWithdrawal = withdrawalPolicy.authorize;
export const withdrawalAbilities = withdrawalPolicy.abilities;

export type TransactionAction = 'reverse';
/** A ledger entry, and what the movement it belongs to is (reversal.ts: the entries sharing its idempotency key). */
export type TransactionFacts = {
  entry: Pick<TransactionRow, 'reversesId' | 'status' | 'kind' | 'withdrawalId'>;
  /** The member of each entry of the movement; null for one who deleted their account. */
  memberIds: (string | null)[];
  /** Whether any entry of the movement has been reversed already. */
  reversed: boolean;
};

const transactionPolicy = definePolicy<TransactionAction, TransactionFacts>({
  reverse: [
    admin(),
    {
      holds: (_actor, { entry }) => entry.reversesId === null,
      refusal: () => conflict('REVERSAL', 'A reversal cannot be reversed.'),
    },
    {
      holds: (_actor, { entry }) => entry.status === 'completed',
      refusal: ({ entry }) =>
        conflict('NOT_COMPLETED', `Only completed transactions can be reversed; this one is ${entry.status}.`),
    },
    {
      // Paying or rejecting it is the way: reversing a paid one would pay it twice.
      holds: (_actor, { entry }) => entry.kind !== 'withdrawal' && entry.withdrawalId === null,
      refusal: () =>
        conflict('WITHDRAWAL', 'A withdrawal is not reversed: mark it paid or rejected in Withdrawals instead.'),
    },
    {
      // The deal process owns a coins deal's hold, release and refund: reversing one would pay twice or strand coins.
      holds: (_actor, { entry }) => !dealProcessKinds.includes(entry.kind),
      refusal: () =>
        conflict(
          'DEAL_HOLD',
          "A coins deal's hold, release and refund are not reversed: the deal moves them at its acceptance, completion or cancellation.",
        ),
    },
    {
      holds: (_actor, { memberIds }) => !memberIds.includes(null),
      refusal: () => conflict('MEMBER_DELETED', 'A member of this transaction deleted their account.'),
    },
    {
      // As with withdrawals: an admin does not move their own money back.
      holds: (actor, { memberIds }) => !memberIds.includes(actor.id),
      refusal: () => new AppError('OWN_TRANSACTION', 'Another administrator must reverse a transaction of your own.'),
    },
    {
      holds: (_actor, { reversed }) => !reversed,
      refusal: () => conflict('ALREADY_REVERSED', 'This transaction was already reversed.'),
    },
  ],
});

export const authorizeTransaction = transactionPolicy.authorize;
export const transactionAbilities = transactionPolicy.abilities;
