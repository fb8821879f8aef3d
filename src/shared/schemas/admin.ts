import { z } from 'zod';
import { offerStatuses } from '../constants.ts';
import { pagingQuerySchema } from './paging.ts';

/** Platform Settings tab: each switch may be sent alone. */
export const updatePlatformSettingsSchema = z
  .object({
    maintenanceMode: z.boolean(),
    autoApproveListings: z.boolean(),
    rateLimitProtection: z.boolean(),
  })
  .partial()
  .strict();
export type UpdatePlatformSettingsInput = z.infer<typeof updatePlatformSettingsSchema>;

export const platformSettingsSchema = z.object({
  maintenanceMode: z.boolean(),
  autoApproveListings: z.boolean(),
  rateLimitProtection: z.boolean(),
  updatedAt: z.string(),
});
export type PlatformSettingsView = z.infer<typeof platformSettingsSchema>;

/** The admin's offer list (Offers tab): every status, newest first; the review queue is `status=pending`. */
export const adminOfferListQuerySchema = z.object({
  status: z.enum(offerStatuses, { error: `Status must be one of ${offerStatuses.join(', ')}` }).optional(),
  ...pagingQuerySchema.shape,
});
export type AdminOfferListQuery = z.infer<typeof adminOfferListQuerySchema>;

/** What an admin sees of an offer in the list: its owner's contact included, for moderation. */
export const adminOfferSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  category: z.string(),
  status: z.enum(offerStatuses),
  owner: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
  createdAt: z.string(),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;

export const adminOfferPageSchema = z.object({
  items: z.array(adminOfferSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const offerIdParamsSchema = z.object({ id: z.uuid({ error: 'Listing id must be a valid id' }) });

/** An approval's answer: the listing, now live, and how many category subscribers were alerted. */
export const offerApprovalSchema = z.object({
  id: z.string(),
  status: z.enum(offerStatuses),
  notifiedSubscribers: z.number().int(),
});
export type OfferApproval = z.infer<typeof offerApprovalSchema>;
