// Every email of a kind carries a link that stops that kind's emails (issue 34, RFC 8058 one-click in the header):
// a token signed with the app's secret (HMAC) naming the member and the kinds, so it works signed out and cannot be
// made up for another member. Security emails have no kind and no link. A link expires after 90 days.
import { notificationKinds, type NotificationKind } from '#shared/notification-kinds.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { compactUuid, expandUuid, readLinkToken, type Signing, signLinkToken } from '../../platform/signed-link.ts';

const purpose = 'notification-unsubscribe';

/** `<member id>.<kinds, by their index>`, signed with the time (platform/signed-link.ts). */
export function signKindsUnsubscribeToken(ctx: Signing, userId: string, kinds: NotificationKind[]): string {
  const indexes = kinds.map((kind) => notificationKinds.indexOf(kind)).join('');
  return signLinkToken(ctx, purpose, [compactUuid(userId), indexes]);
}

const invalidLink = () =>
  badRequest('INVALID_TOKEN', 'This unsubscribe link is not valid. Choose your emails in Settings → Notifications.');

export function readToken(ctx: Signing, token: string): { userId: string; kinds: NotificationKind[] } {
  const fields = readLinkToken(ctx, purpose, token);
  if (fields === 'expired') {
    throw new AppError(
      'LINK_EXPIRED',
      'This unsubscribe link has expired. Sign in and choose your emails in Settings → Notifications.',
    );
  }
  if (fields === 'invalid' || fields.length !== 2) throw invalidLink();
  const [hex = '', indexes = ''] = fields;
  const userId = expandUuid(hex);
  const kinds = [...indexes].map((index) => notificationKinds[Number(index)]);
  if (!isUuid(userId) || kinds.length === 0 || kinds.some((kind) => kind === undefined)) throw invalidLink();
  return { userId, kinds: kinds as NotificationKind[] };
}
