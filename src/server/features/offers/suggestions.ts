// GET /api/offers/suggestions: the search port's title suggestions (search/suggestions.ts), kept a few seconds per
// text in the list cache, which whatever changes the live listings clears.
import type { OfferSuggestions } from '#shared/schemas/offers.ts';
import type { AppContext } from '../../context.ts';
import { suggestionKey } from './search/suggestions.ts';

export async function readOfferSuggestions(ctx: AppContext, q: string): Promise<OfferSuggestions> {
  // Apart from the list responses' keys, which are JSON arrays.
  const key = `suggestions|${suggestionKey(q)}`;
  const suggestions = await ctx.cache.read('offer-pages', key, () => ctx.search.suggestTitles(ctx.db, q));
  return { suggestions };
}
