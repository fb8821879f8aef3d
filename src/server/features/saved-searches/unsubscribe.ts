// The digest's unsubscribe links: a token signed with the app's secret (HMAC) naming the saved searches an email was
// about, so the link works without signing in and cannot be made up for someone else's searches. One search's link
// in the body stops that search; the header's (RFC 8058 one-click POST) stops every search of that email.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { UnsubscribeResult } from '#shared/schemas/saved-searches.ts';
import type { AppContext } from '../../context.ts';
import { savedSearches } from '../../db/schema/index.ts';
import { resolveAuthSecret } from '../../platform/auth-secret.ts';
import { badRequest } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { savedSearchNotFound } from './policy.ts';

const purpose = 'saved-search-unsubscribe';

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url');

export function signUnsubscribeToken(ctx: Pick<AppContext, 'config'>, searchIds: string[]): string {
  const body = searchIds.map((id) => id.replaceAll('-', '')).join('.');
  return `${body}.${sign(resolveAuthSecret(ctx.config), body)}`;
}

const invalidLink = () =>
  badRequest('INVALID_TOKEN', 'This unsubscribe link is not valid. Manage your saved searches from your dashboard.');

/** The searches a genuine token names; a token altered in any way is refused (400). */
function readUnsubscribeToken(ctx: Pick<AppContext, 'config'>, token: string): string[] {
  const cut = token.lastIndexOf('.');
  const body = token.slice(0, cut);
  const given = Buffer.from(token.slice(cut + 1));
  const expected = Buffer.from(sign(resolveAuthSecret(ctx.config), body));
  if (cut < 1 || given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidLink();
  const ids = body.split('.').map((hex) => hex.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5'));
  if (!ids.every(isUuid)) throw invalidLink();
  return ids;
}

async function findNamed(ctx: AppContext, ids: string[]) {
  const found = await ctx.db
    .select({ id: savedSearches.id, name: savedSearches.name, alertEmail: savedSearches.alertEmail })
    .from(savedSearches)
    .where(inArray(savedSearches.id, ids))
    .orderBy(savedSearches.name);
  // Deleted since the email was sent.
  if (found.length === 0) throw savedSearchNotFound();
  return found;
}

/** What the link stands for, changing nothing: a page asks before it acts, and mail scanners only read. */
export async function readUnsubscribeLink(ctx: AppContext, token: string): Promise<UnsubscribeResult> {
  const found = await findNamed(ctx, readUnsubscribeToken(ctx, token));
  return { names: found.map((s) => s.name), alertEmail: found.some((s) => s.alertEmail) };
}

/** Turns the email alert off for the token's searches (still there); in-app alerts stay as they were. */
export async function unsubscribeByToken(ctx: AppContext, token: string): Promise<UnsubscribeResult> {
  const ids = readUnsubscribeToken(ctx, token);
  const found = await findNamed(ctx, ids);
  await ctx.db
    .update(savedSearches)
    .set({ alertEmail: false })
    .where(and(inArray(savedSearches.id, ids), eq(savedSearches.alertEmail, true)));
  return { names: found.map((s) => s.name), alertEmail: false };
}
