// Demo favourites: the first members keep a few live listings of others, so the hearts on cards are filled and
// /dashboard/favourites lists something on first start.
import type { Offer, User } from '../../test/factories.ts';
import type { Database } from '../client.ts';
import { favourites } from '../schema/index.ts';

const hour = 60 * 60 * 1000;
const perMember = [5, 3, 2];

/** Each of the first members keeps every seventh live listing (from their own offset) that is not theirs. */
export async function seedDemoFavourites(tx: Database, members: User[], live: Offer[], now: Date): Promise<void> {
  const rows = perMember.flatMap((count, m) => {
    const member = members[m];
    if (!member) return [];
    const kept = live.filter((offer, i) => offer.userId !== member.id && (i + m) % 7 === 0).slice(0, count);
    return kept.map((offer, i) => ({
      userId: member.id,
      offerId: offer.id,
      createdAt: new Date(now.getTime() - (i + 1) * 9 * hour),
    }));
  });
  if (rows.length > 0) await tx.insert(favourites).values(rows);
}
