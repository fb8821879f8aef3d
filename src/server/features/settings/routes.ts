import type { FastifyInstance } from 'fastify';
import { systemEndpoints as endpoints } from '#shared/endpoints/system.ts';
import { route } from '../../platform/route.ts';
import { readPlatformSettings } from '../../platform/settings.ts';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.publicSettings, async () => {
    const settings = await readPlatformSettings(app.ctx.db);
    return { maintenanceMode: settings.maintenanceMode, supportEmail: app.ctx.config.supportEmail };
  });
}
