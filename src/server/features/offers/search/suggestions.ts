// What the header search suggests as one types: titles of live services with a word starting with each typed word
// ('gui les' suggests 'Guitar lessons for beginners'). Each word is matched as a word's start with two ILIKE
// patterns the title's trigram index answers (offers_title_trgm_idx), and the first matches found are ranked, not
// every match, so a short common prefix costs no more than a rare one. The same on every adapter of the port.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { isLiveListing } from '../../../db/live-listing.ts';
import { offers } from '../../../db/schema/index.ts';

const maxSuggestions = 8;
// How many matching listings are read to choose the suggestions from.
const candidates = 64;
// More words narrow the match without changing much which titles come first.
const maxWords = 4;

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The typed words worth matching: lower case, at least 2 characters, the first few. */
function readSuggestionWords(q: string): string[] {
  const words = q
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length >= 2);
  return [...new Set(words)].slice(0, maxWords);
}

/** The suggestions for a text as typed; its words as readSuggestionWords keeps them. */
export async function findTitleSuggestions(db: Database, q: string): Promise<string[]> {
  const words = readSuggestionWords(q);
  if (words.length === 0) return [];
  const startsAWord = words.map((word) => {
    const escaped = escapeLike(word);
    return sql`(${offers.title} ILIKE ${`${escaped}%`} OR ${offers.title} ILIKE ${`% ${escaped}%`})`;
  });
  const found = db
    .select({ title: offers.title })
    .from(offers)
    .where(and(isLiveListing(), eq(offers.kind, 'service'), ...startsAWord))
    .limit(candidates)
    .as('found');
  // Titles that start with the first word first, then the shortest (the most general).
  const first = `${escapeLike(words[0] ?? '')}%`;
  const rows = await db
    .select({ title: found.title })
    .from(found)
    .groupBy(found.title)
    .orderBy(sql`bool_or(${found.title} ILIKE ${first}) DESC`, sql`length(${found.title})`, found.title)
    .limit(maxSuggestions);
  return rows.map((row) => row.title);
}

/** The words a text's suggestions depend on, for the answer's cache key. */
export const suggestionKey = (q: string) => readSuggestionWords(q).join(' ');
