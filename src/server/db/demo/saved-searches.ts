// Demo saved searches for the first member: one with both alerts and one in the app only, each with matches among
// the live listings and the alerts they raised, so the dashboard's Saved Searches and the bell show something on
// first start, and the first daily digest has news to send.
import { findCategoryBySlug } from '#shared/categories.ts';
import { checkedOfferFiltersSchema } from '#shared/schemas/offers.ts';
import { createNotification } from '../../features/notifications/service.ts';
import { lockMemberEvents, transactWithEvents } from '../../platform/events/record.ts';
import type { Offer, User } from '../../test/factories.ts';
import type { Database } from '../client.ts';
import { savedSearches, savedSearchMatches } from '../schema/index.ts';

const demoSearches = [
  { name: 'Tech help', query: { category: 'technology' }, alertInApp: true, alertEmail: true },
  { name: 'Tutoring with coins', query: { category: 'education-and-tutoring', coins: 'true' }, alertInApp: true },
] as const;

export async function seedDemoSavedSearches(tx: Database, member: User, live: Offer[]): Promise<void> {
  await transactWithEvents({ db: tx, events: null }, async (etx) => {
    await lockMemberEvents(etx, [member.id]);
    for (const search of demoSearches) {
      const filters = checkedOfferFiltersSchema.parse(search.query);
      const [saved] = await etx
        .insert(savedSearches)
        .values({
          userId: member.id,
          name: search.name,
          filters,
          alertInApp: search.alertInApp,
          alertEmail: 'alertEmail' in search ? search.alertEmail : false,
        })
        .returning();
      if (!saved) throw new Error('demo saved search insert returned nothing');
      const category = findCategoryBySlug(filters.category ?? '')?.name;
      const matches = live
        .filter((offer) => offer.userId !== member.id && offer.category === category)
        .filter((offer) => !filters.coins || offer.paymentTypes.includes('coins'))
        .slice(0, 2);
      for (const offer of matches) {
        await etx.insert(savedSearchMatches).values({ savedSearchId: saved.id, offerId: offer.id });
        await createNotification(etx, {
          userId: member.id,
          type: 'saved_search_match',
          title: `New match for "${search.name}"`,
          message: `"${offer.title}" matches your saved search.`,
          relatedId: offer.id,
        });
      }
    }
  });
}
