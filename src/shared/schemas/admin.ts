import { z } from 'zod';

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
