// "Get Notified When Available" on a category page: a member subscribes to a category and hears once, when its
// first listing is approved.
import { z } from 'zod';

/**
 * Any text: the service refuses a slug outside the 22 with a 400 naming the field, as a form error reads. (An
 * endpoint's path parameters that fail their schema answer 404, which is for an unknown record, not a bad field.)
 */
export const categorySubscriptionParamsSchema = z.object({ slug: z.string() });

export const categorySubscriptionSchema = z.object({ subscribed: z.boolean() });
