// Web push (issue 34): the key browsers subscribe with, and a member's devices with push turned on.
import { z } from 'zod';
import { endpoint, idParams, noContent } from '../endpoint.ts';
import { addPushDeviceSchema, pushDeviceSchema, pushKeySchema } from '../schemas/push.ts';

const deviceNotFound = 'Device not found';

export const pushEndpoints = {
  key: endpoint({
    method: 'GET',
    path: '/push/key',
    tag: 'notifications',
    summary: "The server's VAPID public key, for PushManager.subscribe's applicationServerKey",
    access: 'member',
    responses: { 200: pushKeySchema },
  }),
  devices: endpoint({
    method: 'GET',
    path: '/me/push-devices',
    tag: 'notifications',
    summary: "The member's devices with push notifications on, newest first",
    access: 'member',
    responses: { 200: z.array(pushDeviceSchema) },
  }),
  addDevice: endpoint({
    method: 'POST',
    path: '/me/push-devices',
    tag: 'notifications',
    summary: 'Turn push notifications on for this browser: its PushSubscription and a name for the device',
    access: 'member',
    body: addPushDeviceSchema,
    responses: { 201: pushDeviceSchema },
  }),
  removeDevice: endpoint({
    method: 'DELETE',
    path: '/me/push-devices/:id',
    tag: 'notifications',
    summary: "Turn push notifications off for one of the member's devices",
    access: 'member',
    params: idParams,
    notFound: deviceNotFound,
    responses: { 204: noContent },
  }),
};
