// What the race tests read of members' coins: the available and held coins on their rows, each checked against the
// sum of their ledger entries, so a race that moved money twice, or half, fails here whatever it returned.
import { inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../db/client.ts';
import { ledgerEntries, users } from '../db/schema/index.ts';

export type Coins = { available: number; held: number };

/** Each member's coins, in the order of `ids`, after checking each row against its ledger. */
export async function findCheckedCoins(db: Executor, ids: string[]): Promise<Coins[]> {
  const signed = (currency: 'coins' | 'held') =>
    sql<number>`coalesce(sum(case when ${ledgerEntries.currency} = ${currency} then case when ${ledgerEntries.type} = 'received' then ${ledgerEntries.amount} else -${ledgerEntries.amount} end end), 0)`.mapWith(
      Number,
    );
  const sums = await db
    .select({ id: ledgerEntries.userId, available: signed('coins'), held: signed('held') })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.userId, ids))
    .groupBy(ledgerEntries.userId);
  const rows = await db
    .select({ id: users.id, available: users.dragonCoins, held: users.heldCoins })
    .from(users)
    .where(inArray(users.id, ids));
  return ids.map((id) => {
    const { available, held } = rows.find((row) => row.id === id)!;
    const sum = sums.find((entry) => entry.id === id);
    expect({ available, held }).toEqual({ available: sum?.available ?? 0, held: sum?.held ?? 0 });
    return { available, held };
  });
}
