// The database itself refuses impossible states, whatever a service might get wrong.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/app.ts';
import { expectViolation } from '../test/expect-violation.ts';
import {
  createConversation,
  createOffer,
  createProposal,
  createReview,
  createUser,
  ensurePlatformSettings,
} from '../test/factories.ts';
import { conversations, feedback, ledgerEntries, messages, offers, platformSettings, users } from './schema/index.ts';

describe('database constraints', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  const db = () => database.db;

  it('has pg_trgm available for the search indexes', async () => {
    const [row] = await db()
      .select({ s: sql<number>`similarity('guitar lessons', 'guitar lesson')` })
      .from(sql`(VALUES (1)) AS one`);
    expect(row?.s).toBeGreaterThan(0.5);
  });

  it('never lets a balance go negative', async () => {
    const user = await createUser(db(), { cashBalanceCents: 500, dragonCoins: 10 });
    await expectViolation(
      db()
        .update(users)
        .set({ cashBalanceCents: sql`${users.cashBalanceCents} - 501` })
        .where(eq(users.id, user.id)),
      'users_cash_balance_check',
    );
    // Below zero, the coins fall below the convertible and clearing coins too (at least 0), whose check PostgreSQL
    // reports first (constraints are checked in name order).
    await expectViolation(
      db().update(users).set({ dragonCoins: -1 }).where(eq(users.id, user.id)),
      'users_clearing_coins_check',
    );
    await expectViolation(
      db().update(users).set({ convertibleCoins: -1 }).where(eq(users.id, user.id)),
      'users_convertible_coins_check',
    );
    // No more convertible (and clearing) coins than available ones: the clearing check, first by name, says so.
    await expectViolation(
      db().update(users).set({ convertibleCoins: 11 }).where(eq(users.id, user.id)),
      'users_clearing_coins_check',
    );
    // A member who owes coins has none available: the next coins in repay the debt first (decision 032).
    await expectViolation(
      db().update(users).set({ debtCoins: 1 }).where(eq(users.id, user.id)),
      'users_debt_coins_check',
    );
    const [after] = await db().select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ cashBalanceCents: 500, dragonCoins: 10 });
  });

  it('rejects unknown statuses, roles, categories and payment types', async () => {
    const user = await createUser(db());
    await expectViolation(createUser(db(), { role: 'owner' as 'admin' }), 'users_role_check');
    await expectViolation(createOffer(db(), { userId: user.id, status: 'deleted' as 'active' }), 'offers_status_check');
    await expectViolation(createOffer(db(), { userId: user.id, category: 'Astrology' }), 'offers_category_check');
    await expectViolation(createOffer(db(), { userId: user.id, paymentTypes: ['gold'] }), 'offers_payment_types_check');
    await expectViolation(createOffer(db(), { userId: user.id, paymentTypes: [] }), 'offers_payment_types_check');
    await expectViolation(createProposal(db(), { status: 'maybe' as 'pending' }), 'proposals_status_check');
  });

  it('keeps ratings between 1 and 5', async () => {
    await expectViolation(createReview(db(), { rating: 0 }), 'reviews_rating_check');
    await expectViolation(createReview(db(), { rating: 6 }), 'reviews_rating_check');
    const ok = await createReview(db(), { rating: 5 });
    expect(ok.rating).toBe(5);
    const user = await createUser(db());
    await expectViolation(
      db().insert(feedback).values({ userId: user.id, content: 'Too good', rating: 7 }),
      'feedback_rating_check',
    );
  });

  it('has one conversation per pair, whichever member starts it', async () => {
    const a = await createUser(db());
    const b = await createUser(db());
    await createConversation(db(), { participantA: a.id, participantB: b.id });
    // Straight into the table: the factory reuses the pair's conversation, as the services do.
    await expectViolation(
      db().insert(conversations).values({ participantA: b.id, participantB: a.id }),
      'conversations_pair_idx',
    );
    await expectViolation(
      db().insert(conversations).values({ participantA: a.id, participantB: a.id }),
      'conversations_distinct_participants_check',
    );
  });

  it('keeps one platform settings row', async () => {
    await ensurePlatformSettings(db());
    await ensurePlatformSettings(db(), { maintenanceMode: true });
    const rows = await db().select().from(platformSettings);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.maintenanceMode).toBe(true);
    await expectViolation(db().insert(platformSettings).values({ id: 2 }), 'platform_settings_single_row_check');
  });

  it('accepts a ledger idempotency key once per member and currency', async () => {
    const user = await createUser(db());
    const entry = {
      userId: user.id,
      type: 'received' as const,
      kind: 'purchase' as const,
      currency: 'coins' as const,
      amount: 100,
      description: 'Bought 100 DC',
      idempotencyKey: 'order-1',
    };
    const [first] = await db().insert(ledgerEntries).values(entry).returning();
    await expectViolation(db().insert(ledgerEntries).values(entry), 'ledger_entries_idempotency_idx');
    await expectViolation(
      db()
        .insert(ledgerEntries)
        .values({ ...entry, idempotencyKey: 'order-2', amount: 0 }),
      'ledger_entries_amount_check',
    );
    // A completed entry is corrected by one compensating reversal, never two.
    const reversal = {
      ...entry,
      type: 'sent' as const,
      kind: 'reversal' as const,
      idempotencyKey: null,
      description: 'Reversal',
      reversesId: first?.id,
    };
    await db().insert(ledgerEntries).values(reversal);
    await expectViolation(db().insert(ledgerEntries).values(reversal), 'ledger_entries_reverses_id_idx');
  });

  it('deleting members removes their listings and keeps the other side of every record', async () => {
    const [owner, buyer, friend] = [await createUser(db()), await createUser(db()), await createUser(db())];
    const offer = await createOffer(db(), { userId: owner.id });
    const proposal = await createProposal(db(), { offerId: offer.id, senderId: buyer.id, status: 'completed' });
    await createReview(db(), { proposalId: proposal.id, rating: 4 });
    await createReview(db(), { proposalId: proposal.id, reviewerId: owner.id, revieweeId: buyer.id, rating: 5 });
    // Two conversations with the same survivor: after both partners are deleted they must not collide.
    const withOwner = await createConversation(db(), {
      participantA: owner.id,
      participantB: buyer.id,
      messages: [{ from: 'a', body: 'Hello from the owner' }],
    });
    await createConversation(db(), { participantA: friend.id, participantB: buyer.id });
    await db().insert(ledgerEntries).values({
      userId: owner.id,
      type: 'received',
      kind: 'deal',
      currency: 'coins',
      amount: 50,
      description: 'Deal payment',
    });

    await db().delete(users).where(eq(users.id, owner.id));
    await db().delete(users).where(eq(users.id, friend.id));

    expect(await db().select().from(offers).where(eq(offers.id, offer.id))).toHaveLength(0);
    const kept = await db().query.proposals.findFirst({ where: (p, { eq: is }) => is(p.id, proposal.id) });
    expect(kept).toMatchObject({ senderId: buyer.id, receiverId: null, offerId: null, listingTitle: offer.title });
    // Reviews about the deleted member go with them; the ones they wrote stay, unsigned.
    const left = await db().query.reviews.findMany({ where: (r, { eq: is }) => is(r.proposalId, proposal.id) });
    expect(left).toMatchObject([{ reviewerId: null, revieweeId: buyer.id, rating: 5 }]);
    const conversation = await db().query.conversations.findFirst({
      where: (c, { eq: is }) => is(c.id, withOwner.id),
    });
    // The proposal opened the pair's conversation (decision 035), so its sides are in the order the buyer began.
    expect(conversation).toMatchObject({ participantA: buyer.id, participantB: null });
    const history = await db().select().from(messages).where(eq(messages.conversationId, withOwner.id));
    expect(history).toMatchObject([{ senderId: null, receiverId: buyer.id, body: 'Hello from the owner' }]);
    const ledger = await db().select().from(ledgerEntries).where(eq(ledgerEntries.description, 'Deal payment'));
    expect(ledger).toMatchObject([{ userId: null, amount: 50 }]);
  });
});
