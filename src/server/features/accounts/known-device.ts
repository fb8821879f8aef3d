// A 'known device' is a browser that signed in to an account before: a successful sign-in leaves an httpOnly
// cookie holding a keyed hash of the account's email (up to five accounts per browser). While an account is
// slowed or locked by failed sign-ins elsewhere, a try from such a browser is still checked (decision 016).
import { createHmac, timingSafeEqual } from 'node:crypto';

const maxAccounts = 5;
const oneYearSeconds = 365 * 24 * 60 * 60;

export type KnownDevices = {
  cookieName: string;
  recognises: (cookieValue: string | undefined, email: string) => boolean;
  /** The Set-Cookie header that adds this account to the browser's list. */
  remember: (cookieValue: string | undefined, email: string) => string;
};

export function createKnownDevices(secret: string, secure: boolean): KnownDevices {
  const cookieName = `${secure ? '__Secure-' : ''}market.known_device`;
  const tagOf = (email: string) =>
    createHmac('sha256', secret).update(`known-device:${email.trim().toLowerCase()}`).digest('base64url');
  const tagsIn = (value: string | undefined) => (value ?? '').split('.').filter((tag) => tag.length === 43);
  return {
    cookieName,
    recognises(value, email) {
      const wanted = Buffer.from(tagOf(email));
      return tagsIn(value).some((tag) => timingSafeEqual(Buffer.from(tag), wanted));
    },
    remember(value, email) {
      const tag = tagOf(email);
      const tags = [tag, ...tagsIn(value).filter((other) => other !== tag)].slice(0, maxAccounts);
      const attributes = ['Path=/api/auth', `Max-Age=${oneYearSeconds}`, 'HttpOnly', 'SameSite=Lax'];
      if (secure) attributes.push('Secure');
      return [`${cookieName}=${tags.join('.')}`, ...attributes].join('; ');
    },
  };
}
