// Migration 0019 gives members who had coins before only earned coins converted their convertible coins: ledgers
// written the old way (entries and balances, no convertible coins), then its backfill statement run as the
// migration runs it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/app.ts';
import { createUser } from '../test/factories.ts';
import { migrationsFolder } from './client.ts';
import { ledgerEntries, users } from './schema/index.ts';

type Entry = {
  kind: 'purchase' | 'deal' | 'release' | 'conversion' | 'reversal';
  type: 'received' | 'sent';
  amount: number;
  reversed?: boolean;
};

describe('the convertible coins backfill', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  async function readBackfill(): Promise<string> {
    const migration = await readFile(path.join(migrationsFolder, '0019_convertible_coins.sql'), 'utf8');
    const statement = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "users"'));
    if (!statement) throw new Error('0019_convertible_coins.sql has no backfill');
    return statement;
  }

  /** A member as the old code left them: their coin entries and the balance they sum to, no convertible coins. */
  async function oldMember(dragonCoins: number, entries: Entry[]) {
    const db = database.db;
    const member = await createUser(db, { dragonCoins });
    for (const entry of entries) {
      const [row] = await db
        .insert(ledgerEntries)
        .values({ userId: member.id, currency: 'coins', description: 'Old', ...entry })
        .returning({ id: ledgerEntries.id });
      if (entry.reversed) {
        const type = entry.type === 'received' ? 'sent' : 'received';
        await db.insert(ledgerEntries).values({
          userId: member.id,
          currency: 'coins',
          description: 'Reversal',
          kind: 'reversal',
          type,
          amount: entry.amount,
          reversesId: row!.id,
        });
      }
    }
    return member.id;
  }

  it('is what each member earned in deals less what they converted, within their available coins', async () => {
    const db = database.db;
    const ids = [
      // Earned 300 in a deal and a release, converted 100: the 200 left.
      await oldMember(200, [
        { kind: 'deal', type: 'received', amount: 200 },
        { kind: 'release', type: 'received', amount: 100 },
        { kind: 'conversion', type: 'sent', amount: 100 },
      ]),
      // Earned 300, then spent all but 50: never more than what is available.
      await oldMember(50, [
        { kind: 'release', type: 'received', amount: 300 },
        { kind: 'deal', type: 'sent', amount: 250 },
      ]),
      // Only bought coins: nothing.
      await oldMember(1000, [{ kind: 'purchase', type: 'received', amount: 1000 }]),
      // Earned 100, but an admin reversed the deal; bought 500.
      await oldMember(500, [
        { kind: 'deal', type: 'received', amount: 100, reversed: true },
        { kind: 'purchase', type: 'received', amount: 500 },
      ]),
      // Converted bought coins before this: more converted than earned is never below zero.
      await oldMember(500, [
        { kind: 'purchase', type: 'received', amount: 1000 },
        { kind: 'deal', type: 'received', amount: 100 },
        { kind: 'conversion', type: 'sent', amount: 600 },
      ]),
      // A conversion an admin reversed: its earned coins count again.
      await oldMember(100, [
        { kind: 'deal', type: 'received', amount: 100 },
        { kind: 'conversion', type: 'sent', amount: 100, reversed: true },
      ]),
    ];
    expect(await db.$count(users, sql`${users.convertibleCoins} <> 0`)).toBe(0);

    await db.execute(sql.raw(await readBackfill()));

    const rows = await db
      .select({ id: users.id, convertible: users.convertibleCoins })
      .from(users)
      .where(inArray(users.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row.convertible]));
    expect(ids.map((id) => byId.get(id))).toEqual([200, 50, 0, 0, 0, 100]);
  });
});
