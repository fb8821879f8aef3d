// A counter-offer's version, the negotiation's effect in the deal process that proposals owns: its terms checked
// against the listing and the latest version under the move's lock, then written on the proposal's row and into its
// versions. Handed to the
// process as a plugged effect (deals/service.ts), so deals never imports proposals.
import { and, eq } from 'drizzle-orm';
import { type CounterOfferInput } from '#shared/schemas/proposals.ts';
import { negotiationMessages } from '#shared/schemas/proposal-messages.ts';
import { offers, proposals, proposalVersions } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import type { EventTransaction } from '../../platform/events/record.ts';
import { authorizeTerms, type PluggedEffects, type Step } from '../deals/service.ts';
import { changedTerms, currencyOf, recordVersion } from './versions.ts';

/**
 * A counter-offer (its version checked with the lock) is made on a live listing, changes at least one term, and
 * offers only what the listing accepts (the send row's guards, deals' send policy). Coins are checked against the
 * payer's reach at acceptance, not now.
 */
async function checkCounter(tx: EventTransaction, step: Step, counter: CounterOfferInput) {
  const { proposal } = step;
  // Read, not locked: deleting a listing locks it, then its proposals, the other way round from here.
  const [listing] = proposal.offerId
    ? await tx
        .select({ userId: offers.userId, status: offers.status, paymentTypes: offers.paymentTypes })
        .from(offers)
        .where(eq(offers.id, proposal.offerId))
    : [];
  authorizeTerms(takerOf(step), { listing: listing ?? null, paymentMethods: counter.paymentMethods });
  const [latest] = await tx
    .select({ note: proposalVersions.note })
    .from(proposalVersions)
    .where(and(eq(proposalVersions.proposalId, proposal.id), eq(proposalVersions.number, proposal.version)));
  const next = {
    paymentMethods: counter.paymentMethods,
    cashAmountCents: counter.paymentMethods.includes('cash') ? (counter.cashAmountCents ?? null) : null,
    offerAmount: counter.offerAmount || null,
    coinAmount: counter.paymentMethods.includes('coins') ? (counter.coinAmount ?? null) : null,
    tradeDescription: counter.paymentMethods.includes('trade') ? (counter.tradeDescription ?? null) : null,
    note: counter.note || null,
  };
  const previous = { ...proposal, offerAmount: proposal.amount, note: latest?.note ?? null };
  if (changedTerms(previous, next).length === 0) throw badRequest('COUNTER_UNCHANGED', negotiationMessages.unchanged);
}

function counterOf({ counter, name }: Step): CounterOfferInput {
  if (!counter) throw new Error(`The ${name} move carries no terms`);
  return counter;
}

function takerOf({ member, name }: Step) {
  if (!member) throw new Error(`The ${name} move is taken by no member`);
  return member;
}

export const negotiationEffects = {
  // Checked first, before any other effect of the counter-offer writes. The new terms go on the proposal's row, where
  // acceptance reads them, and into the versions, for the timeline.
  'record the version': async (tx, step) => {
    const { proposal } = step;
    const counter = counterOf(step);
    await checkCounter(tx, step, counter);
    const terms = {
      paymentMethods: counter.paymentMethods,
      cashAmountCents: counter.paymentMethods.includes('cash') ? (counter.cashAmountCents ?? null) : null,
      amount: counter.offerAmount || null,
      coinAmount: counter.paymentMethods.includes('coins') ? counter.coinAmount! : null,
      tradeDescription: counter.paymentMethods.includes('trade') ? counter.tradeDescription! : null,
    };
    const version = proposal.version + 1;
    await tx
      .update(proposals)
      .set({ ...terms, currency: currencyOf(terms.paymentMethods), version, offeredById: takerOf(step).id })
      .where(eq(proposals.id, proposal.id));
    await recordVersion(tx, {
      proposalId: proposal.id,
      number: version,
      authorId: takerOf(step).id,
      terms: { ...terms, note: counter.note || null },
    });
  },
} satisfies PluggedEffects;
