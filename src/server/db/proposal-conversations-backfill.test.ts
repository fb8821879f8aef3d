// Migration 0029 opens the conversation of every pair who dealt by proposal before sending one did: proposals
// written the old way (no conversation), then its statement run as the migration runs it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { or, sql, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/app.ts';
import { createOffer, createUser } from '../test/factories.ts';
import { migrationsFolder } from './client.ts';
import { conversations, proposals } from './schema/index.ts';

describe('the proposal conversations backfill', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('starts one conversation per pair at their first proposal, keeping those that exist', async () => {
    const db = database.db;
    const [owner, sender, talker, other] = [
      await createUser(db),
      await createUser(db),
      await createUser(db),
      await createUser(db),
    ];
    const offer = await createOffer(db, { userId: owner.id });
    const at = (day: number) => new Date(Date.UTC(2025, 0, day));
    const old = (from: string | null, more: Partial<typeof proposals.$inferInsert> = {}) => ({
      senderId: from,
      receiverId: owner.id,
      offerId: offer.id,
      payerId: from,
      listingTitle: offer.title,
      paymentMethods: ['cash'],
      currency: 'cash' as const,
      contactName: 'Old Sender',
      contactEmail: 'old@example.com',
      status: 'declined' as const,
      ...more,
    });
    // The talker already wrote to the owner, the other way round: their conversation stays the one.
    const [existing] = await db
      .insert(conversations)
      .values({ participantA: owner.id, participantB: talker.id, createdAt: at(9) })
      .returning();
    await db.insert(proposals).values([
      old(sender.id, { createdAt: at(3) }),
      old(sender.id, { createdAt: at(1) }),
      old(talker.id, { createdAt: at(2) }),
      // A sender who deleted their account leaves no pair to talk.
      old(null, { createdAt: at(4) }),
    ]);

    await db.execute(sql.raw(await readFile(path.join(migrationsFolder, '0029_proposal_conversations.sql'), 'utf8')));

    const members = [owner.id, sender.id, talker.id, other.id];
    const rows = await db
      .select()
      .from(conversations)
      .where(or(inArray(conversations.participantA, members), inArray(conversations.participantB, members)));
    const pairs = rows.map((row) => ({
      members: [row.participantA, row.participantB].sort(),
      createdAt: row.createdAt,
      id: row.id,
    }));
    expect(pairs).toHaveLength(2);
    expect(pairs).toContainEqual({ members: [owner.id, sender.id].sort(), createdAt: at(1), id: expect.any(String) });
    expect(pairs).toContainEqual({ members: [owner.id, talker.id].sort(), createdAt: at(9), id: existing!.id });
  });
});
