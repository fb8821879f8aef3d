// The wallet's history reads true: a deal's hold is 'Held for <deal>' (pending while it holds), its release 'Paid by
// <payer> for <deal>', a refund 'Returned from <deal>'; the admin's Transactions tab shows each movement once, with
// every leg of it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactWithEvents } from '../../platform/events/record.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { buyCoins } from '../../test/coin-purchases.ts';
import { createOffer, createProposal, createUser, fundWallet } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';
import { and, eq } from 'drizzle-orm';
import { ledgerEntries } from '../../db/schema/index.ts';
import { holdCoins, refundHold, releaseHold, transferCoins } from './ledger.ts';
import { ledgerMessages, translateLedgerLine } from './ledger-words.ts';
import { convertCoins, decideWithdrawal, requestWithdrawal } from './service.ts';
import { earnCoins } from '../../test/earned-coins.ts';

let t: TestContext;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: adminCookie } = await createSignedInMember(t.app, { role: 'admin' }));
});
afterAll(() => t.close());

type Signed = Awaited<ReturnType<typeof createSignedInMember>>;
const history = async (who: Signed) =>
  (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: who.cookie } })).json().transactions as {
    type: string;
    description: string;
    status: string;
    amount: number;
  }[];

async function coinsDeal(title: string) {
  const payer = await createSignedInMember(t.app, { fullName: 'Paula Payer' });
  const provider = await createSignedInMember(t.app, { fullName: 'Pete Provider' });
  await fundWallet(t, payer.user.id, { coins: 300 });
  const listing = await createOffer(t, { userId: provider.user.id, title: title, paymentTypes: ['coins'] });
  const proposal = await createProposal(t, { offerId: listing.id, senderId: payer.user.id, coinAmount: 120 });
  await transactWithEvents(t.ctx, (tx) =>
    holdCoins(tx, {
      payerId: payer.user.id,
      coins: 120,
      description: `Held for deal: ${title}`,
      proposalId: proposal.id,
    }),
  );
  return { payer, provider, proposalId: proposal.id };
}

describe('the wallet history of a coins deal', () => {
  it('reads a hold as held for the deal, pending until the deal pays it, then paid by the payer', async () => {
    const { payer, provider, proposalId } = await coinsDeal('Garden design');
    expect((await history(payer))[0]).toMatchObject({
      type: 'held',
      description: 'Held for Garden design',
      status: 'pending',
      amount: 120,
    });
    await transactWithEvents(t.ctx, (tx) =>
      releaseHold(tx, {
        payerId: payer.user.id,
        providerId: provider.user.id,
        coins: 120,
        description: 'Deal: Garden design',
        proposalId,
      }),
    );
    expect((await history(payer))[0]).toMatchObject({ type: 'held', status: 'completed' });
    expect((await history(provider))[0]).toMatchObject({
      type: 'received',
      description: 'Paid by Paula Payer for Garden design',
      status: 'completed',
      amount: 120,
    });
  });

  it('reads a refund as returned from the deal', async () => {
    const { payer, proposalId } = await coinsDeal('Bike repair');
    await transactWithEvents(t.ctx, (tx) =>
      refundHold(tx, {
        payerId: payer.user.id,
        coins: 120,
        convertible: 0,
        description: 'Refund: Deal: Bike repair',
        proposalId,
      }),
    );
    const [refund, hold] = await history(payer);
    expect(refund).toMatchObject({ type: 'received', description: 'Returned from Bike repair', amount: 120 });
    expect(hold).toMatchObject({ type: 'held', description: 'Held for Bike repair', status: 'completed' });
  });
});

describe("the wallet history in the member's language", () => {
  it("words a purchase and a deal's hold in German, counting as Germans do, while the ledger keeps its English", async () => {
    const member = await createSignedInMember(t.app, { language: 'de' });
    expect((await buyCoins(t.app, member.cookie, 1000)).paid.statusCode).toBe(200);
    await transactWithEvents(t.ctx, (tx) =>
      holdCoins(tx, {
        payerId: member.user.id,
        coins: 40,
        description: ledgerMessages.dealHold('Gartenplan'),
        proposalId: randomUUID(),
      }),
    );

    expect((await history(member)).map((entry) => entry.description)).toEqual([
      'Zurückgehalten für das Geschäft: Gartenplan',
      '1.000 Dragon Coins gekauft',
    ]);
    const [written] = await t.db
      .select({ description: ledgerEntries.description })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, member.user.id), eq(ledgerEntries.kind, 'purchase')));
    expect(written).toEqual({ description: 'Purchased 1,000 Dragon Coins' });
  });

  it('words a withdrawal and its return in French, with the amount as the French write it', async () => {
    const member = await createSignedInMember(t.app, { language: 'fr' });
    await fundWallet(t, member.user.id, { cashCents: 2500 });
    const { withdrawal } = await requestWithdrawal(t.ctx, member.user, { amountCents: 2500, requestId: randomUUID() });
    const admin = await createUser(t.db, { role: 'admin' });
    await decideWithdrawal(t.ctx, admin, { withdrawalId: withdrawal.id, decision: 'rejected' });

    const [returned, withdrawn] = await history(member);
    expect(returned!.description).toBe('Retrait de 25,00\u00a0$ refusé : rendu à votre solde');
    expect(withdrawn!.description).toBe('Retrait de 25,00\u00a0$');
  });

  it("reads the line a reversal or a repayment quotes in the member's language too, and an admin's own words as written", () => {
    const line = { kind: 'reversal', currency: 'coins', amount: 500, idempotencyKey: null };
    const quoting = ledgerMessages.reversal(ledgerMessages.repayment(ledgerMessages.dealRefund('Logo')));
    expect(
      translateLedgerLine('es', { ...line, description: ledgerMessages.reversal(ledgerMessages.deal('Logo')) }),
    ).toBe('Anulación de: Trato: Logo');
    expect(translateLedgerLine('fr', { ...line, description: ledgerMessages.repaymentOfCoins })).toBe(
      'Déduit de ce que vous devez : pièces reçues',
    );
    // One quote deep: a reversal of a repayment names the repayment in the member's words, and what it quotes as written.
    expect(translateLedgerLine('de', { ...line, description: quoting })).toBe(
      'Stornierung von: Mit deiner Schuld verrechnet: Refund: Deal: Logo',
    );
    expect(translateLedgerLine('ar', { ...line, description: 'Goodwill credit, ticket 4411' })).toBe(
      'Goodwill credit, ticket 4411',
    );
    expect(translateLedgerLine('en', { ...line, description: ledgerMessages.deal('Logo') })).toBe('Deal: Logo');
    // A listing's title is the member's words, even when it reads like one of the ledger's lines.
    const lookalike = ledgerMessages.deal(ledgerMessages.withdrawal('old bikes'));
    expect(translateLedgerLine('es', { ...line, kind: 'deal', description: lookalike })).toBe(
      'Trato: Withdrawal of old bikes',
    );
  });
});

describe('the admin Transactions tab', () => {
  const list = async (q: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/transactions?pageSize=100&q=${encodeURIComponent(q)}`,
        headers: { cookie: adminCookie },
      })
    ).json();

  it('shows a transfer, a hold, its release and a conversion once each, with all their legs', async () => {
    const tag = randomUUID().slice(0, 8);
    const [ann, bob] = [
      await createSignedInMember(t.app, { fullName: 'Ann Legs' }),
      await createSignedInMember(t.app, { fullName: 'Bob Legs' }),
    ];
    await fundWallet(t, ann.user.id, { coins: 500 });
    await transactWithEvents(t.ctx, (tx) =>
      transferCoins(tx, {
        fromUserId: ann.user.id,
        toUserId: bob.user.id,
        coins: 200,
        description: `Transfer ${tag}`,
        idempotencyKey: `deal:${randomUUID()}`,
      }),
    );
    const transfer = await list(`Transfer ${tag}`);
    expect(transfer.total).toBe(1);
    expect(transfer.items[0].legs).toEqual([
      expect.objectContaining({ type: expect.any(String), currency: 'coins', amount: 200 }),
      expect.objectContaining({ type: expect.any(String), currency: 'coins', amount: 200 }),
    ]);
    expect(transfer.items[0].legs.map((leg: { user: { fullName: string } }) => leg.user.fullName).sort()).toEqual([
      'Ann Legs',
      'Bob Legs',
    ]);

    const proposalId = randomUUID();
    // Held at acceptance and released at completion, as a deal does: two transactions, each taking its members'
    // locks in id order from the start.
    await transactWithEvents(t.ctx, (tx) =>
      holdCoins(tx, { payerId: ann.user.id, coins: 50, description: `Hold ${tag}`, proposalId }),
    );
    await transactWithEvents(t.ctx, (tx) =>
      releaseHold(tx, {
        payerId: ann.user.id,
        providerId: bob.user.id,
        coins: 50,
        description: `Release ${tag}`,
        proposalId,
      }),
    );
    expect((await list(`Hold ${tag}`)).total).toBe(1);
    expect((await list(`Release ${tag}`)).total).toBe(1);

    await earnCoins(t, bob.user.id, 100);
    await convertCoins(t.ctx, bob.user, { coins: 100, requestId: randomUUID() });
    const conversion = (await list('Converted 100 DC')).items.filter(
      (item: { legs: { user: { id: string } | null }[] }) => item.legs.some((leg) => leg.user?.id === bob.user.id),
    );
    expect(conversion).toHaveLength(1);
    expect(conversion[0].legs).toEqual([
      expect.objectContaining({ currency: expect.any(String) }),
      expect.objectContaining({ currency: expect.any(String) }),
    ]);
  });
});
