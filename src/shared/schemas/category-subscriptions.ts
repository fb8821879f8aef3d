// "Get Notified When Available" on a category page: a member subscribes to a category and hears once, when its
// first listing is approved.
import { z } from 'zod';
import { categorySlugs } from '../categories.ts';

export const categorySubscriptionParamsSchema = z.object({
  slug: z.enum(categorySlugs, { error: 'Unknown category' }),
});
export type CategorySubscriptionParams = z.infer<typeof categorySubscriptionParamsSchema>;

export const categorySubscriptionSchema = z.object({ subscribed: z.boolean() });
export type CategorySubscription = z.infer<typeof categorySubscriptionSchema>;
