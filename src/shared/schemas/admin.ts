import { z } from 'zod';
import { offerStatuses } from '../constants.ts';

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

export const offerIdParamsSchema = z.object({ id: z.uuid({ error: 'Listing id must be a valid id' }) });

/** An approval's answer: the listing, now live, and how many category subscribers were alerted. */
export const offerApprovalSchema = z.object({
  id: z.string(),
  status: z.enum(offerStatuses),
  notifiedSubscribers: z.number().int(),
});
export type OfferApproval = z.infer<typeof offerApprovalSchema>;
