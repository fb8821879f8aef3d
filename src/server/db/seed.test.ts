import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseCategories } from '#shared/categories.ts';
import { readResponseTimeSeconds } from '../features/members/response-time.ts';
import { createLocalStorage } from '../platform/storage.ts';
import { openTestDatabase, type TestDatabase } from '../test/app.ts';
import { demoAdmin, demoMembers, demoSuspendedMember } from './demo/catalogue.ts';
import { demoPayerCoins } from './demo/deals.ts';
import { demoRevisedTitle } from './demo/revisions.ts';
import {
  conversations,
  disputeEntries,
  disputes,
  offerRevisions,
  offers,
  platformSettings,
  proposals,
  proposalSteps,
  proposalVersions,
  notifications,
  reviews,
  savedSearches,
  savedSearchMatches,
  scheduledJobs,
  users,
} from './schema/index.ts';
import { ensureBaseData, findDemoAccounts, seedDemoData } from './seed.ts';

describe('demo seed', () => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dir = await mkdtemp(path.join(os.tmpdir(), 'market-seed-'));
    await ensureBaseData(database.db);
    await seedDemoData(database.db, createLocalStorage({ dir }));
  }, 120_000);
  afterAll(async () => {
    await database.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('creates one admin, ten members with avatars and one suspended member', async () => {
    const all = await database.db.select().from(users);
    expect(all.filter((u) => u.role === 'admin').map((u) => u.email)).toEqual([demoAdmin.email]);
    const members = all.filter((u) => u.role === 'user' && u.status === 'active');
    expect(members).toHaveLength(demoMembers.length);
    expect(members.every((u) => u.profilePictureUrl?.startsWith('/uploads/'))).toBe(true);
    const suspended = all.filter((u) => u.status === 'suspended');
    expect(suspended).toMatchObject([{ email: demoSuspendedMember.email, suspensionReason: expect.any(String) }]);
  });

  it('gives Sofia Spanish, Hannah German and Jamal Arabic, and everyone else English', async () => {
    const languages = Object.fromEntries(
      (await database.db.select().from(users)).map((u) => [u.email.split('.')[0], u.language]),
    );
    expect(languages).toMatchObject({ sofia: 'es', hannah: 'de', jamal: 'ar', maya: 'en', 'admin@example': 'en' });
    expect(Object.values(languages).filter((language) => language !== 'en')).toHaveLength(3);
  });

  it('fills every browse category with active listings that have stored images', async () => {
    const rows = await database.db
      .select({ category: offers.category, n: count() })
      .from(offers)
      .where(and(eq(offers.status, 'active'), eq(offers.kind, 'service')))
      .groupBy(offers.category);
    const total = rows.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(40);
    for (const c of browseCategories) {
      expect(rows.find((r) => r.category === c.name)?.n ?? 0, c.name).toBeGreaterThanOrEqual(2);
    }
    const files = await readdir(dir, { recursive: true });
    expect(files.filter((f) => f.endsWith('.webp')).length).toBeGreaterThanOrEqual(total);
  });

  it('adds requests, pending and rejected listings with reasons', async () => {
    const byStatus = await database.db
      .select({ kind: offers.kind, status: offers.status, n: count() })
      .from(offers)
      .groupBy(offers.kind, offers.status);
    const n = (kind: string, status: string) => byStatus.find((r) => r.kind === kind && r.status === status)?.n ?? 0;
    expect(n('request', 'active')).toBeGreaterThanOrEqual(3);
    expect(n('service', 'pending')).toBeGreaterThanOrEqual(2);
    expect(n('service', 'rejected')).toBeGreaterThanOrEqual(1);
    const rejected = await database.db.select().from(offers).where(eq(offers.status, 'rejected'));
    expect(rejected.every((o) => (o.rejectionReason ?? '').length > 10)).toBe(true);
  });

  it('gives live listings real reviews from completed deals', async () => {
    const [row] = await database.db.select({ n: count(), avg: sql<string>`avg(${reviews.rating})` }).from(reviews);
    expect(row?.n).toBeGreaterThanOrEqual(40);
    expect(Number(row?.avg)).toBeGreaterThanOrEqual(3);
  });

  it('gives profiles readable reviews and two members a reply speed to show', async () => {
    const uncommented = await database.db.$count(reviews, sql`coalesce(${reviews.comment}, '') = ''`);
    expect(uncommented).toBe(0);
    const speedOf = async (email: string) => {
      const [member] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return readResponseTimeSeconds(database.db, member?.id ?? '', new Date());
    };
    const [, daniel, priya] = demoMembers;
    expect(await speedOf(daniel?.email ?? '')).toBeLessThanOrEqual(60 * 60);
    expect(await speedOf(priya?.email ?? '')).toBeGreaterThan(60 * 60);
  });

  it("gives each listing's reviewed deal its history: sent by its sender, then completed by its payer", async () => {
    const deals = await database.db.select().from(proposals).where(eq(proposals.currency, 'cash'));
    const steps = await database.db.select().from(proposalSteps).orderBy(proposalSteps.createdAt);
    expect(deals.length).toBeGreaterThan(0);
    for (const deal of deals) {
      const history = steps.filter((step) => step.proposalId === deal.id);
      expect(history.map(({ action, actorId }) => ({ action, actorId }))).toEqual([
        { action: 'send', actorId: deal.senderId },
        { action: 'complete', actorId: deal.payerId },
      ]);
    }
  });

  it("shows the first member's coins deals in every state, their coins held as the ledger says", async () => {
    const [maya] = await database.db.select().from(users).where(eq(users.email, demoMembers[0]!.email));
    const deals = await database.db
      .select()
      .from(proposals)
      .where(and(eq(proposals.payerId, maya!.id), eq(proposals.currency, 'coins')));
    expect(new Set(deals.map((deal) => deal.status))).toEqual(
      new Set(['pending', 'accepted', 'delivered', 'completed', 'cancelled']),
    );
    // Held: the open deals' coins; available: the grant less what was held, paid or is held still.
    const open = deals.filter((deal) => deal.status === 'accepted' || deal.status === 'delivered');
    const paid = deals.filter((deal) => deal.status === 'completed');
    const sum = (list: typeof deals) => list.reduce((total, deal) => total + (deal.coinAmount ?? 0), 0);
    expect(maya!.heldCoins).toBe(sum(open));
    expect(maya!.dragonCoins).toBe(demoPayerCoins - sum(open) - sum(paid));
    const [drift] = await database.db
      .execute(
        sql`
      SELECT count(*)::int AS n FROM users u WHERE u.dragon_coins + u.held_coins <> coalesce((
        SELECT sum(CASE WHEN e.type = 'received' THEN e.amount ELSE -e.amount END) FROM ledger_entries e
        WHERE e.user_id = u.id AND e.currency IN ('coins', 'held')), 0)`,
      )
      .then((r) => (r as { rows: { n: number }[] }).rows);
    expect(drift?.n).toBe(0);

    const asked = deals.find((deal) => deal.status === 'accepted' && deal.cancelRequestedById === maya!.id);
    expect(asked?.cancelReason).toBeTruthy();
    const delivered = deals.find((deal) => deal.status === 'delivered' && !deal.disputed)!;
    expect(await database.db.$count(scheduledJobs, eq(scheduledJobs.key, delivered.id))).toBe(2);
    const timeline = await database.db
      .select({ action: proposalSteps.action })
      .from(proposalSteps)
      .where(eq(proposalSteps.proposalId, delivered.id))
      .orderBy(proposalSteps.createdAt);
    expect(timeline.map((step) => step.action)).toEqual(['send', 'accept', 'deliver']);
  });

  it('shows a negotiation in its third version in a conversation, and an open dispute with both statements', async () => {
    const [maya] = await database.db.select().from(users).where(eq(users.email, demoMembers[0]!.email));
    const [negotiated] = await database.db
      .select()
      .from(proposals)
      .where(and(eq(proposals.senderId, maya!.id), eq(proposals.version, 3)));
    expect(negotiated).toMatchObject({ status: 'pending', offeredById: maya!.id, coinAmount: 50 });
    const versions = await database.db
      .select({ number: proposalVersions.number, coinAmount: proposalVersions.coinAmount })
      .from(proposalVersions)
      .where(eq(proposalVersions.proposalId, negotiated!.id))
      .orderBy(proposalVersions.number);
    expect(versions).toEqual([
      { number: 1, coinAmount: 40 },
      { number: 2, coinAmount: 60 },
      { number: 3, coinAmount: 50 },
    ]);
    expect(await database.db.$count(conversations, eq(conversations.participantB, negotiated!.receiverId!))).toBe(1);

    const [open] = await database.db.select().from(disputes).where(eq(disputes.status, 'open'));
    expect(open).toMatchObject({ openedById: maya!.id, reason: 'not as described' });
    const [deal] = await database.db.select().from(proposals).where(eq(proposals.id, open!.proposalId));
    expect(deal).toMatchObject({ status: 'delivered', disputed: true });
    expect(await database.db.$count(disputeEntries, eq(disputeEntries.disputeId, open!.id))).toBe(2);
    // Frozen: no automatic completion is due while the dispute is open.
    expect(await database.db.$count(scheduledJobs, eq(scheduledJobs.key, deal!.id))).toBe(0);
  });

  it('gives the first member saved searches with matches others listed, and the alerts they raised', async () => {
    const [maya] = await database.db.select().from(users).where(eq(users.email, demoMembers[0]!.email));
    const searches = await database.db.select().from(savedSearches).where(eq(savedSearches.userId, maya!.id));
    expect(searches.map((s) => [s.name, s.alertEmail])).toEqual([
      ['Tech help', true],
      ['Tutoring with coins', false],
    ]);
    const matched = await database.db
      .select({ owner: offers.userId, category: offers.category })
      .from(savedSearchMatches)
      .innerJoin(offers, eq(offers.id, savedSearchMatches.offerId))
      .where(eq(savedSearchMatches.savedSearchId, searches[0]!.id));
    expect(matched.length).toBeGreaterThan(0);
    expect(matched.every((m) => m.owner !== maya!.id && m.category === 'Technology')).toBe(true);
    const alerts = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, maya!.id), eq(notifications.type, 'saved_search_match')));
    expect(alerts.length).toBeGreaterThanOrEqual(matched.length);
  });

  it("keeps Daniel's live listing public while an edit of it (a new title and a higher price) awaits review", async () => {
    const [row] = await database.db
      .select({ offer: offers, revision: offerRevisions, owner: users.email })
      .from(offerRevisions)
      .innerJoin(offers, eq(offers.id, offerRevisions.offerId))
      .innerJoin(users, eq(users.id, offers.userId));
    expect(row).toMatchObject({
      owner: 'daniel.reyes@example.com',
      offer: { title: demoRevisedTitle, status: 'active', priceCashCents: 6000 },
      revision: { status: 'pending', title: 'Home Wi-Fi, Network and Smart Home Setup', priceCashCents: 7500 },
    });
  });

  it('does nothing on a database that already has users, and keeps the settings row', async () => {
    const before = await database.db.select({ n: count() }).from(offers);
    await seedDemoData(database.db, createLocalStorage({ dir }));
    const after = await database.db.select({ n: count() }).from(offers);
    expect(after).toEqual(before);
    expect(await database.db.select().from(platformSettings)).toHaveLength(1);
  });

  it('lists the demo accounts that exist', async () => {
    const accounts = await findDemoAccounts(database.db);
    expect(accounts).toHaveLength(demoMembers.length + 2);
    expect(accounts[0]).toEqual({ role: 'admin', email: demoAdmin.email, password: expect.any(String) });
  });
});
