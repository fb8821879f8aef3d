// The shapes the offers feature reads from the database, shared by its reads, presenters and rules.
import type { offerRevisions, offers, users } from '../../db/schema/index.ts';

export type OfferRow = typeof offers.$inferSelect;
export type ProviderRow = Pick<typeof users.$inferSelect, 'id' | 'fullName' | 'profilePictureUrl' | 'createdAt'>;
export type Rating = { rating: number | null; reviewCount: number };
export type RatedOffer = { offer: OfferRow; provider: ProviderRow } & Rating;
/** A listing's page: to its owner, with their edit awaiting review (decision 034). */
export type FoundOffer = RatedOffer & { revision: typeof offerRevisions.$inferSelect | null };
