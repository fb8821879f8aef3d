/**
 * The LIKE/ILIKE pattern for 'contains this text': the searcher's %, _ and \ match themselves, not any text. Used
 * with ILIKE, which the trigram indexes (pg_trgm) serve.
 */
export function substringPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
