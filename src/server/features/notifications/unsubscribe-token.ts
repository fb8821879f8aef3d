// Every email of a kind carries a link that stops that kind's emails (issue 34, RFC 8058 one-click in the header):
// a token signed with the app's secret (HMAC) naming the member and the kinds, so it works signed out and cannot be
// made up for another member. Security emails have no kind and no link. A link expires after 90 days.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationKinds, type NotificationKind } from '#shared/notification-kinds.ts';
import type { Config } from '../../config.ts';
import { resolveAuthSecret } from '../../platform/auth-secret.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';

type Signing = { config: Config; clock: Clock };

const purpose = 'notification-unsubscribe';
const linkLifetimeMs = 90 * 24 * 60 * 60 * 1000;

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url');

/** `<member id>.<kinds, by their index>.t<issued, base 36 seconds>.<signature>`. */
export function signKindsUnsubscribeToken(ctx: Signing, userId: string, kinds: NotificationKind[]): string {
  const issued = `t${Math.floor(ctx.clock() / 1000).toString(36)}`;
  const body = [userId.replaceAll('-', ''), kinds.map((kind) => notificationKinds.indexOf(kind)).join(''), issued].join(
    '.',
  );
  return `${body}.${sign(resolveAuthSecret(ctx.config), body)}`;
}

const invalidLink = () =>
  badRequest('INVALID_TOKEN', 'This unsubscribe link is not valid. Choose your emails in Settings → Notifications.');

export function readToken(ctx: Signing, token: string): { userId: string; kinds: NotificationKind[] } {
  const cut = token.lastIndexOf('.');
  const body = token.slice(0, cut);
  const given = Buffer.from(token.slice(cut + 1));
  const expected = Buffer.from(sign(resolveAuthSecret(ctx.config), body));
  if (cut < 1 || given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidLink();
  const [hex = '', indexes = '', stamp = ''] = body.split('.');
  const issued = /^t([0-9a-z]{1,10})$/.exec(stamp)?.[1];
  const userId = hex.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
  const kinds = [...indexes].map((index) => notificationKinds[Number(index)]);
  if (!issued || !isUuid(userId) || kinds.length === 0 || kinds.some((kind) => kind === undefined)) {
    throw invalidLink();
  }
  if (ctx.clock() - parseInt(issued, 36) * 1000 > linkLifetimeMs) {
    throw new AppError(
      'LINK_EXPIRED',
      'This unsubscribe link has expired. Sign in and choose your emails in Settings → Notifications.',
    );
  }
  return { userId, kinds: kinds as NotificationKind[] };
}
