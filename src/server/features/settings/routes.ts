import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema } from '#shared/schemas/accounts.ts';
import { readPlatformSettings } from '../../platform/settings.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/public',
    {
      config: { allowDuringMaintenance: true, allowSuspended: true },
      schema: {
        tags: ['settings'],
        summary: 'What every visitor needs to know',
        response: { 200: publicSettingsSchema },
      },
    },
    async () => {
      const settings = await readPlatformSettings(app.ctx.db);
      return { maintenanceMode: settings.maintenanceMode, supportEmail: app.ctx.config.supportEmail };
    },
  );
};
