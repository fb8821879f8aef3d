// Who may do what with a push device (platform/policy.ts): only its member sees or removes it. Another member's
// device answers 404, as an unknown one does.
import { notFound } from '../../platform/errors.ts';
import { definePolicy } from '../../platform/policy.ts';

export type PushDeviceFacts = { device: { userId: string } };

export const pushDeviceNotFound = () => notFound('Device not found');

const policy = definePolicy<'manage', PushDeviceFacts>({
  manage: [{ holds: (actor, { device }) => actor.id === device.userId, refusal: pushDeviceNotFound }],
});

export const authorizePushDevice = policy.authorize;
