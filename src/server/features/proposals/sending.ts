// Sending a proposal: the deal process's send row (deals/service.ts) locks and refuses; proposals writes the proposal
// and carries out the effects it owns, in the row's order, inside that transaction.
import { eq } from 'drizzle-orm';
import type { CreateProposalInput } from '#shared/schemas/proposals.ts';
import { type offers, proposals, users } from '../../db/schema/index.ts';
import { enqueueCoalescedEmail } from '../../platform/email/outbox.ts';
import type { EventTransaction } from '../../platform/events/record.ts';
import type { Member } from '../../platform/guards.ts';
import type { SendingEffects } from '../deals/service.ts';
import { findOrCreateConversation } from '../messaging/service.ts';
import { createNotification } from '../notifications/service.ts';
import { currencyOf, recordVersion } from './versions.ts';

type Listing = typeof offers.$inferSelect;

/** The proposal's row as sent: the terms of its first version, its parties, and the payer fixed by the listing. */
export async function writeProposal(
  tx: EventTransaction,
  sender: Member,
  listing: Listing,
  input: CreateProposalInput,
) {
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
      coinAmount: input.paymentMethods.includes('coins') ? input.coinAmount! : null,
      payerId: listing.kind === 'request' ? listing.userId : sender.id,
      tradeDescription: input.paymentMethods.includes('trade') ? input.tradeDescription! : null,
      message: input.message || null,
      contactName: input.fullName,
      contactEmail: input.email,
      contactPhone: input.phone || null,
    })
    .returning();
  if (!row) throw new Error('proposal insert returned nothing');
  return row;
}

export const sendingEffects = {
  // The proposal opens the pair's conversation: its versions are cards there (decision 035).
  'open the conversation': async (tx, { member, listing }) => {
    await findOrCreateConversation(tx, member.id, listing.userId);
  },
  'record the version': async (tx, { member, proposal }) => {
    const { paymentMethods, cashAmountCents, amount, coinAmount, tradeDescription } = proposal;
    await recordVersion(tx, {
      proposalId: proposal.id,
      number: 1,
      authorId: member.id,
      terms: { paymentMethods, cashAmountCents, amount, coinAmount, tradeDescription, note: null },
    });
  },
  'notify the receiver': async (tx, { member, listing, proposal }) => {
    await createNotification(tx, {
      userId: listing.userId,
      type: 'offer_received',
      title: 'New offer received',
      // On a request the proposer offers the work (they are paid), not an offer of money on a service.
      message:
        listing.kind === 'request'
          ? `${member.fullName} offered to help with your request "${listing.title}".`
          : `${member.fullName} made an offer on "${listing.title}".`,
      relatedId: proposal.id,
    });
  },
  // One email per listing per window, however often the sender withdraws and proposes again.
  'email the receiver': async (tx, { ctx, listing, proposal }) => {
    const [owner] = await tx
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, listing.userId));
    if (!owner) return;
    await enqueueCoalescedEmail(tx, {
      to: owner.email,
      template: 'offer_received',
      payload: {
        fullName: owner.fullName,
        appUrl: ctx.config.appUrl,
        listingTitle: listing.title,
        proposalId: proposal.id,
        offererPays: listing.kind === 'service',
      },
      coalesceKey: `offer_received:listing:${listing.id}`,
    });
  },
} satisfies SendingEffects;
