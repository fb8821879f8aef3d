// The database itself refuses impossible states, whatever a service might get wrong.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/app.ts';
import {
  createConversation,
  createOffer,
  createProposal,
  createReview,
  createUser,
  ensurePlatformSettings,
} from '../test/factories.ts';
import { conversations, feedback, ledgerEntries, offers, platformSettings, users } from './schema/index.ts';

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
    await expect(
      db().update(users).set({ cashBalanceCents: sql`${users.cashBalanceCents} - 501` }).where(eq(users.id, user.id)),
    ).rejects.toThrow();
    await expect(db().update(users).set({ dragonCoins: -1 }).where(eq(users.id, user.id))).rejects.toThrow();
    const [after] = await db().select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ cashBalanceCents: 500, dragonCoins: 10 });
  });

  it('rejects unknown statuses, roles, categories and payment types', async () => {
    const user = await createUser(db());
    await expect(createUser(db(), { role: 'owner' as 'admin' })).rejects.toThrow();
    await expect(createOffer(db(), { userId: user.id, status: 'deleted' as 'active' })).rejects.toThrow();
    await expect(createOffer(db(), { userId: user.id, category: 'Astrology' })).rejects.toThrow();
    await expect(createOffer(db(), { userId: user.id, paymentTypes: ['gold'] })).rejects.toThrow();
    await expect(createOffer(db(), { userId: user.id, paymentTypes: [] })).rejects.toThrow();
    await expect(createProposal(db(), { status: 'maybe' as 'pending' })).rejects.toThrow();
  });

  it('keeps ratings between 1 and 5', async () => {
    await expect(createReview(db(), { rating: 0 })).rejects.toThrow();
    await expect(createReview(db(), { rating: 6 })).rejects.toThrow();
    const ok = await createReview(db(), { rating: 5 });
    expect(ok.rating).toBe(5);
    const user = await createUser(db());
    await expect(db().insert(feedback).values({ userId: user.id, content: 'Too good', rating: 7 })).rejects.toThrow();
  });

  it('has one conversation per pair, whichever member starts it', async () => {
    const a = await createUser(db());
    const b = await createUser(db());
    await createConversation(db(), { participantA: a.id, participantB: b.id });
    await expect(createConversation(db(), { participantA: b.id, participantB: a.id })).rejects.toThrow();
    await expect(db().insert(conversations).values({ participantA: a.id, participantB: a.id })).rejects.toThrow();
  });

  it('keeps one platform settings row', async () => {
    await ensurePlatformSettings(db());
    await ensurePlatformSettings(db(), { maintenanceMode: true });
    const rows = await db().select().from(platformSettings);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.maintenanceMode).toBe(true);
    await expect(db().insert(platformSettings).values({ id: 2 })).rejects.toThrow();
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
    await db().insert(ledgerEntries).values(entry);
    await expect(db().insert(ledgerEntries).values(entry)).rejects.toThrow();
    await expect(db().insert(ledgerEntries).values({ ...entry, idempotencyKey: 'order-2', amount: 0 })).rejects.toThrow();
  });

  it('removes listings with their owner but keeps proposals for the other side', async () => {
    const owner = await createUser(db());
    const offer = await createOffer(db(), { userId: owner.id });
    const proposal = await createProposal(db(), { offerId: offer.id });
    await db().delete(users).where(eq(users.id, owner.id));
    expect(await db().select().from(offers).where(eq(offers.id, offer.id))).toHaveLength(0);
    const kept = await db().query.proposals.findFirst({ where: (p, { eq: is }) => is(p.id, proposal.id) });
    expect(kept).toMatchObject({ receiverId: null, offerId: null, listingTitle: offer.title });
  });
});
