// A live listing with an edit awaiting review (decision 034): the public keeps the approved version while the admin
// sees the edit as a diff at the top of the Offers tab and its owner sees it waiting in My Offers.
import type { Offer } from '../../test/factories.ts';
import type { Database } from '../client.ts';
import { offerRevisions } from '../schema/index.ts';

/** The listing edited: Daniel Reyes's, as README.md names it. */
export const demoRevisedTitle = 'Home Wi-Fi and Network Setup';

const hour = 60 * 60 * 1000;

export async function seedDemoRevision(tx: Database, live: Offer[], now: Date): Promise<void> {
  const offer = live.find((listing) => listing.title === demoRevisedTitle);
  if (!offer) throw new Error(`demo listing "${demoRevisedTitle}" missing`);
  await tx.insert(offerRevisions).values({
    offerId: offer.id,
    title: 'Home Wi-Fi, Network and Smart Home Setup',
    description: `${offer.description} Smart speakers, doorbells and thermostats too, set up so they keep working after I leave.`,
    // A higher price waits for review; a lower one would have applied at once.
    priceCashCents: 7500,
    priceCoins: offer.priceCoins,
    priceUnit: offer.priceUnit,
    submittedAt: new Date(now.getTime() - 5 * hour),
  });
}
