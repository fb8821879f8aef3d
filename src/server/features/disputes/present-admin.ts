// The admins' Disputes tab as the server answers it: a list row, and a case with what the admin may do now.
import type { PaymentType } from '#shared/constants.ts';
import type { AdminDispute, AdminDisputeCase } from '#shared/schemas/disputes.ts';
import type { Party } from '#shared/schemas/party.ts';
import type { Member } from '../../platform/guards.ts';
import type { AdminDisputeRow, DisputeCase } from './desk.ts';
import { awaitsStatement, disputeAbilities } from './policy.ts';
import { presentDispute } from './read.ts';

type PartyColumns = { id: string | null; fullName: string | null; profilePictureUrl: string | null } | null;
// A member who deleted their account is null: the tab shows 'Deleted user'.
const presentParty = (party: PartyColumns): Party =>
  party?.id ? { id: party.id, fullName: party.fullName ?? '', profilePictureUrl: party.profilePictureUrl } : null;

export function presentAdminDispute({
  dispute,
  listingTitle,
  coinAmount,
  openedBy,
  respondent,
}: AdminDisputeRow): AdminDispute {
  return {
    id: dispute.id,
    proposalId: dispute.proposalId,
    listingTitle,
    reason: dispute.reason,
    status: dispute.status,
    openedBy: presentParty(openedBy),
    respondent: presentParty(respondent),
    coinAmount,
    openedAt: dispute.createdAt.toISOString(),
    closedAt: dispute.closedAt?.toISOString() ?? null,
  };
}

export function presentDisputeCase(
  { dispute, deal, conversation }: DisputeCase,
  admin: Member,
  now: Date,
): AdminDisputeCase {
  const { proposal } = deal;
  const sender = presentParty(deal.sender);
  const receiver = presentParty(deal.receiver);
  const payerIsSender = proposal.payerId !== null && proposal.payerId === proposal.senderId;
  const payerIsReceiver = proposal.payerId !== null && proposal.payerId === proposal.receiverId;
  const partyById = (id: string) => (id === sender?.id ? sender : id === receiver?.id ? receiver : null);
  const facts = { dispute, now: now.getTime(), coinAmount: proposal.coinAmount };
  // The admin may rule while the respondent's statement is awaited, ticking that they rule without it.
  const can = disputeAbilities(admin, { ...facts, withoutStatement: true });
  return {
    dispute: presentDispute(dispute, admin, now.getTime()),
    deal: {
      id: proposal.id,
      status: proposal.status,
      listingTitle: proposal.listingTitle,
      paymentMethods: proposal.paymentMethods as PaymentType[],
      cashAmountCents: proposal.cashAmountCents,
      offerAmount: proposal.amount,
      coinAmount: proposal.coinAmount,
      tradeDescription: proposal.tradeDescription,
      version: proposal.version,
      sender,
      receiver,
      payer: payerIsSender ? sender : payerIsReceiver ? receiver : null,
      provider: payerIsSender ? receiver : payerIsReceiver ? sender : null,
      heldCoins: deal.heldCoins,
      providerDebtCoins: deal.providerDebtCoins,
      history: deal.history.map((step) => ({
        action: step.action,
        status: step.status,
        actor: presentParty(step.actor),
        note: step.note,
        at: step.at.toISOString(),
      })),
      completedAt: proposal.completedAt?.toISOString() ?? null,
      createdAt: proposal.createdAt.toISOString(),
    },
    conversation: conversation.map((message) => ({
      id: message.id,
      sender: message.senderId ? partyById(message.senderId) : null,
      body: message.body,
      at: message.createdAt.toISOString(),
    })),
    awaitingStatement: dispute.status === 'open' && awaitsStatement(facts),
    can: { resolve: can.resolve, ask: can.ask, split: can.split },
  };
}
