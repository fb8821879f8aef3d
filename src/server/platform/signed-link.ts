// The tokens of links that act without a sign-in (an email's unsubscribe links): fields signed with the app's secret
// (HMAC, one purpose per kind of link so one cannot stand for another) together with the time they were issued, so a
// link cannot be made up or altered, and expires. Each feature says what its fields mean and words its refusals.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import type { Clock } from './clock.ts';

export type Signing = { config: Config; clock: Clock };

/** A link works for 90 days after its email was sent. */
export const signedLinkLifetimeMs = 90 * 24 * 60 * 60 * 1000;

const sign = (secret: string, purpose: string, body: string) =>
  createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url');

/** `<field>.<field>….t<issued, base 36 seconds>.<signature>`; fields must not hold a dot. */
export function signLinkToken(ctx: Signing, purpose: string, fields: string[]): string {
  const body = [...fields, `t${Math.floor(ctx.clock() / 1000).toString(36)}`].join('.');
  return `${body}.${sign(resolveAuthSecret(ctx.config), purpose, body)}`;
}

/** The fields of a genuine token, 'invalid' for one altered or made up, 'expired' past the link's lifetime. */
export function readLinkToken(ctx: Signing, purpose: string, token: string): string[] | 'invalid' | 'expired' {
  const cut = token.lastIndexOf('.');
  const body = token.slice(0, cut);
  const given = Buffer.from(token.slice(cut + 1));
  const expected = Buffer.from(sign(resolveAuthSecret(ctx.config), purpose, body));
  if (cut < 1 || given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const fields = body.split('.');
  const issued = /^t([0-9a-z]{1,10})$/.exec(fields.pop() ?? '')?.[1];
  if (!issued) return 'invalid';
  return ctx.clock() - parseInt(issued, 36) * 1000 > signedLinkLifetimeMs ? 'expired' : fields;
}

/** A uuid written without its dashes in a token, and read back. */
export const compactUuid = (id: string) => id.replaceAll('-', '');
export const expandUuid = (hex: string) => hex.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
