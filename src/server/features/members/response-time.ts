// How fast a member answers messages: for each wait they were left with (the first message they received after
// their own last one, in any of their conversations of the recent window), the time until their next message in
// that conversation; the median of those waits. Waits not yet answered are left out: a member cannot be timed on a
// reply they have not sent, and an old unanswered message says more about the conversation than about them.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** How far back the replies are read. */
export const responseWindowDays = 90;
/** Fewer timed replies than this say too little to tell others what to expect. */
export const minTimedReplies = 3;

export async function readResponseTimeSeconds(db: Executor, memberId: string, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - responseWindowDays * 24 * 60 * 60 * 1000);
  const member = sql`${memberId}::uuid`;
  const result = (await db.execute(sql`
    WITH recent AS (
      SELECT m.conversation_id, m.receiver_id, m.created_at,
        lag(m.receiver_id) OVER (PARTITION BY m.conversation_id ORDER BY m.created_at, m.id) AS previous_receiver
      FROM messages m
      JOIN conversations c ON c.id = m.conversation_id
      WHERE (c.participant_a = ${member} OR c.participant_b = ${member}) AND m.created_at >= ${since.toISOString()}::timestamptz
    ),
    waits AS (
      SELECT w.created_at AS received_at,
        (SELECT min(r.created_at) FROM messages r
          WHERE r.conversation_id = w.conversation_id AND r.sender_id = ${member} AND r.created_at > w.created_at
        ) AS replied_at
      FROM recent w
      WHERE w.receiver_id = ${member} AND w.previous_receiver IS DISTINCT FROM ${member}
    )
    SELECT count(*) AS samples,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM replied_at - received_at)) AS median
    FROM waits
    WHERE replied_at IS NOT NULL
  `)) as { rows: { samples: number | string; median: number | string | null }[] };
  const row = result.rows[0];
  if (!row || Number(row.samples) < minTimedReplies || row.median === null) return null;
  return Math.round(Number(row.median));
}
