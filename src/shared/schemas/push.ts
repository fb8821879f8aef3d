// Web push (issue 34): the devices a member has turned push on for, each a browser's PushSubscription.
import { z } from 'zod';

const base64Url = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${name} must be URL-safe base64`)
    .max(200, `${name} is too long`);

export const pushKeySchema = z.object({
  /** The VAPID public key a browser subscribes with (applicationServerKey), URL-safe base64. */
  publicKey: z.string(),
});

export const addPushDeviceSchema = z.object({
  // The push service's address for this browser, as PushSubscription.endpoint gives it.
  endpoint: z.url({ error: 'Endpoint must be an address', protocol: /^https?$/ }).max(2000, 'Endpoint is too long'),
  keys: z.object({ p256dh: base64Url('p256dh'), auth: base64Url('auth') }),
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Name must be at most 80 characters'),
});
export type AddPushDeviceInput = z.infer<typeof addPushDeviceSchema>;

export const pushDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The subscription's endpoint, so a browser can tell which of the list is itself. */
  endpoint: z.string(),
  addedAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;
