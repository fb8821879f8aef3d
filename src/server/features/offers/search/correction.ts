// 'Did you mean ...': a search that found nothing, with each word no live listing has replaced by the most similar
// word one has (trigram similarity over search_words), offered when the corrected search finds something.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { isLiveListing } from '../../../db/live-listing.ts';
import { offers } from '../../../db/schema/index.ts';
import { matchesText } from './text.ts';

// A search's words as typed; its quotes, a leading '-' and OR stay where they are around them.
const wordPattern = /\p{L}{3,40}/gu;

export async function suggestCorrection(db: Database, q: string): Promise<string | undefined> {
  const words = [...new Set((q.match(wordPattern) ?? []).map((w) => w.toLowerCase()))].filter((w) => w !== 'or');
  if (words.length === 0) return undefined;
  const typed = sql`ARRAY[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;
  const { rows } = (await db.execute(sql`
    SELECT typed, (
      SELECT word FROM search_words WHERE word % typed ORDER BY similarity(word, typed) DESC, word LIMIT 1
    ) AS closest
    FROM unnest(${typed}) AS typed
    WHERE NOT EXISTS (SELECT 1 FROM search_words WHERE word = typed)
  `)) as { rows: { typed: string; closest: string | null }[] };
  const corrections = new Map(rows.filter((r) => r.closest).map((r) => [r.typed, r.closest!]));
  if (corrections.size === 0) return undefined;
  const suggestion = q.replace(wordPattern, (word) => corrections.get(word.toLowerCase()) ?? word);
  const found = await db.execute(
    sql`SELECT 1 FROM ${offers} WHERE ${isLiveListing()} AND ${matchesText(suggestion)} LIMIT 1`,
  );
  return (found as { rows: unknown[] }).rows.length > 0 ? suggestion : undefined;
}
