// A 'known device' is a browser that signed in to an account before (decision 033). Each successful sign-in gives
// the browser a fresh random token for that account in an httpOnly cookie (up to five accounts per browser) and
// keeps only the token's hash; the token the browser came with stops counting. While an account is slowed or
// locked by failed sign-ins elsewhere, a try carrying a live token of that account is still checked.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, notInArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { knownDevices } from '../../db/schema/index.ts';
import type { Clock } from '../clock.ts';

const maxAccounts = 5;
const oneYearMs = 365 * 24 * 60 * 60 * 1000;
/** Browsers remembered per account; the oldest go first. */
const maxDevicesPerAccount = 20;

export type KnownDevices = {
  cookieName: string;
  /** The hash of the cookie's live token for this account, or null when the browser is not known to it. */
  recognise: (cookieValue: string | undefined, userId: string) => Promise<string | null>;
  /** Issues the browser a new token for the account, retiring `previous`; the Set-Cookie header that carries it. */
  rotate: (cookieValue: string | undefined, userId: string, previous: string | null) => Promise<string>;
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const tokensIn = (value: string | undefined) =>
  (value ?? '').split('.').filter((token) => /^[A-Za-z0-9_-]{43}$/.test(token));

export function createKnownDevices(db: Database, clock: Clock, secure: boolean): KnownDevices {
  const cookieName = `${secure ? '__Secure-' : ''}market.known_device`;
  return {
    cookieName,
    async recognise(value, userId) {
      const hashes = tokensIn(value).map(hashOf);
      if (hashes.length === 0) return null;
      const [known] = await db
        .select({ tokenHash: knownDevices.tokenHash })
        .from(knownDevices)
        .where(
          and(
            eq(knownDevices.userId, userId),
            inArray(knownDevices.tokenHash, hashes),
            // A token from more than a year ago has expired with its cookie.
            gte(knownDevices.issuedAtMs, clock() - oneYearMs),
          ),
        )
        .limit(1);
      return known?.tokenHash ?? null;
    },
    async rotate(value, userId, previous) {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      await db.transaction(async (tx) => {
        if (previous) await tx.delete(knownDevices).where(eq(knownDevices.tokenHash, previous));
        await tx.insert(knownDevices).values({ tokenHash: hashOf(token), userId, issuedAtMs: now });
        const kept = tx
          .select({ tokenHash: knownDevices.tokenHash })
          .from(knownDevices)
          .where(eq(knownDevices.userId, userId))
          .orderBy(desc(knownDevices.issuedAtMs))
          .limit(maxDevicesPerAccount);
        await tx
          .delete(knownDevices)
          .where(
            and(
              eq(knownDevices.userId, userId),
              or(lt(knownDevices.issuedAtMs, now - oneYearMs), notInArray(knownDevices.tokenHash, kept)),
            ),
          );
      });
      const others = tokensIn(value).filter((other) => hashOf(other) !== previous);
      const tokens = [token, ...others].slice(0, maxAccounts);
      const attributes = ['Path=/api/auth', `Max-Age=${oneYearMs / 1000}`, 'HttpOnly', 'SameSite=Lax'];
      if (secure) attributes.push('Secure');
      return [`${cookieName}=${tokens.join('.')}`, ...attributes].join('; ');
    },
  };
}
