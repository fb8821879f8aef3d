// Web push: the key browsers subscribe with, and the member's devices under /api/me/push-devices.
import type { FastifyInstance } from 'fastify';
import { pushEndpoints as endpoints } from '#shared/endpoints/push.ts';
import { requireSessionId } from '../../platform/guards.ts';
import { route } from '../../platform/route.ts';
import { presentPushDevice } from './present.ts';
import { addPushDevice, findPushDevices, removePushDevice } from './service.ts';

export async function pushRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.key, async () => ({ publicKey: app.ctx.push.publicKey }));

  route(app, endpoints.devices, async ({ member }) =>
    (await findPushDevices(app.ctx.db, member)).map(presentPushDevice),
  );

  route(app, endpoints.addDevice, async (request) =>
    presentPushDevice(await addPushDevice(app.ctx, request.member, requireSessionId(request), request.body)),
  );

  route(app, endpoints.removeDevice, async ({ member, params }) => {
    await removePushDevice(app.ctx.db, member, params.id);
  });
}
