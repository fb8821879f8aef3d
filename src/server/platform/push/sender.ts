// Sends one web push message: web-push encrypts the payload to the browser's keys (RFC 8291, aes128gcm) and signs
// the request (VAPID); the request itself goes out with fetch, so that a push service on plain HTTP (the tests'
// fixture) is reached like a real one.
import webPush from 'web-push';
import type { VapidKeys } from './vapid.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * 'gone': the push service no longer knows the subscription (404, 410) or refuses our key for it (401, 403), so it
 * should be dropped. 'refused': this push can never be taken (400, 413), though the subscription may stay.
 */
export type PushOutcome = 'sent' | 'gone' | 'refused';

export type PushSender = {
  /** The key browsers subscribe with (applicationServerKey). */
  publicKey: string;
  /** Throws when the push service fails otherwise (unreachable, 429, 5xx): the caller tries again later. */
  send: (target: PushTarget, payload: string, options: { topic?: string }) => Promise<PushOutcome>;
};

// A phone switched off for a day still gets what happened; older news would only be noise.
export const pushTimeToLiveSeconds = 24 * 60 * 60;
const requestTimeoutMs = 10_000;

export function createPushSender(options: { keys: VapidKeys; subject: string }): PushSender {
  const vapidDetails = { subject: options.subject, ...options.keys };
  return {
    publicKey: options.keys.publicKey,
    async send(target, payload, { topic }) {
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { vapidDetails, TTL: pushTimeToLiveSeconds, urgency: 'high', ...(topic ? { topic } : {}) },
      );
      // fetch sets the length itself from the body.
      const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string | number>;
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(requestTimeoutMs),
        // A push service answers; it never sends us elsewhere.
        redirect: 'error',
      });
      await response.body?.cancel();
      if ([401, 403, 404, 410].includes(response.status)) return 'gone';
      if (response.status === 400 || response.status === 413) return 'refused';
      if (!response.ok) throw new Error(`the push service answered ${response.status}`);
      return 'sent';
    },
  };
}
