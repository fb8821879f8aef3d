// Each member's disputes as the admin's Users tab counts them: those they opened, and those they lost, ruled wholly
// against them (a release is the payer's loss, a refund the provider's; a split is no one's).
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { disputes, proposals } from '../../db/schema/index.ts';

export type DisputeCounts = { opened: number; lost: number };

export async function countMemberDisputes(db: Executor, userIds: string[]): Promise<Map<string, DisputeCounts>> {
  const counts = new Map(userIds.map((id) => [id, { opened: 0, lost: 0 }]));
  if (userIds.length === 0) return counts;
  const provider = sql`case when ${proposals.payerId} = ${proposals.senderId} then ${proposals.receiverId} else ${proposals.senderId} end`;
  const loser = sql<
    string | null
  >`case ${disputes.outcome} when 'release' then ${proposals.payerId} when 'refund' then ${provider} end`;
  const [opened, lost] = await Promise.all([
    db
      .select({ userId: disputes.openedById, n: count() })
      .from(disputes)
      .where(inArray(disputes.openedById, userIds))
      .groupBy(disputes.openedById),
    db
      .select({ userId: loser, n: count() })
      .from(disputes)
      .innerJoin(proposals, eq(proposals.id, disputes.proposalId))
      .where(and(eq(disputes.status, 'resolved'), isNotNull(proposals.payerId), inArray(loser, userIds)))
      .groupBy(loser),
  ]);
  for (const row of opened) if (row.userId) counts.get(row.userId)!.opened = row.n;
  for (const row of lost) if (row.userId) counts.get(row.userId)!.lost = row.n;
  return counts;
}
