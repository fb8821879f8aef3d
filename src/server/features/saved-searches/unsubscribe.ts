// The digest's unsubscribe links: a token signed with the app's secret (HMAC) naming the saved searches an email was
// about, so the link works without signing in and cannot be made up for someone else's searches. One search's link
// in the body stops that search; the header's (RFC 8058 one-click POST) stops every search of that email. A link
// names the searches only to their owner, and expires after 90 days (issue 31, point 9).
import { and, eq, inArray } from 'drizzle-orm';
import type { UnsubscribeResult } from '#shared/schemas/saved-searches.ts';
import type { AppContext } from '../../context.ts';
import { savedSearches } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Member } from '../../platform/guards.ts';
import { isUuid } from '../../platform/ids.ts';
import {
  compactUuid,
  expandUuid,
  readLinkToken,
  signedLinkLifetimeMs,
  signLinkToken,
} from '../../platform/signed-link.ts';
import { savedSearchNotFound } from './policy.ts';

const purpose = 'saved-search-unsubscribe';

/** A link works for 90 days after its email was sent; then the saved searches' own page turns the emails off. */
export const unsubscribeLinkLifetimeMs = signedLinkLifetimeMs;

/** `<search ids>`, signed with the time (platform/signed-link.ts). */
export const signUnsubscribeToken = (ctx: Pick<AppContext, 'config' | 'clock'>, searchIds: string[]): string =>
  signLinkToken(ctx, purpose, searchIds.map(compactUuid));

const invalidLink = () =>
  badRequest('INVALID_TOKEN', 'This unsubscribe link is not valid. Manage your saved searches from your dashboard.');

export const expiredLinkMessage =
  'This unsubscribe link has expired. Sign in and turn off the emails in your saved search settings.';

/** The searches a genuine, unexpired token names; a token altered in any way is refused (400), an old one 410. */
function readUnsubscribeToken(ctx: Pick<AppContext, 'config' | 'clock'>, token: string): string[] {
  const fields = readLinkToken(ctx, purpose, token);
  if (fields === 'expired') throw new AppError('LINK_EXPIRED', expiredLinkMessage);
  if (fields === 'invalid') throw invalidLink();
  const ids = fields.map(expandUuid);
  if (ids.length === 0 || !ids.every(isUuid)) throw invalidLink();
  return ids;
}

async function findNamed(ctx: AppContext, ids: string[]) {
  const found = await ctx.db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      alertEmail: savedSearches.alertEmail,
    })
    .from(savedSearches)
    .where(inArray(savedSearches.id, ids))
    .orderBy(savedSearches.name);
  // Deleted since the email was sent.
  if (found.length === 0) throw savedSearchNotFound();
  return found;
}

/**
 * Whoever holds the link may turn the emails off, but only the searches' owner, signed in, reads their names: a
 * forwarded email or a link in a shared inbox tells nothing of what the member watches.
 */
function describeFound(found: { userId: string; name: string }[], viewer: Member | null) {
  const own = viewer !== null && found.every((search) => search.userId === viewer.id);
  return { count: found.length, names: own ? found.map((search) => search.name) : [] };
}

/** What the link stands for, changing nothing: a page asks before it acts, and mail scanners only read. */
export async function readUnsubscribeLink(
  ctx: AppContext,
  token: string,
  viewer: Member | null,
): Promise<UnsubscribeResult> {
  const found = await findNamed(ctx, readUnsubscribeToken(ctx, token));
  return { ...describeFound(found, viewer), alertEmail: found.some((s) => s.alertEmail) };
}

/** Turns the email alert off for the token's searches (still there); in-app alerts stay as they were. */
export async function unsubscribeByToken(
  ctx: AppContext,
  token: string,
  viewer: Member | null,
): Promise<UnsubscribeResult> {
  const ids = readUnsubscribeToken(ctx, token);
  const found = await findNamed(ctx, ids);
  await ctx.db
    .update(savedSearches)
    .set({ alertEmail: false })
    .where(and(inArray(savedSearches.id, ids), eq(savedSearches.alertEmail, true)));
  return { ...describeFound(found, viewer), alertEmail: false };
}
