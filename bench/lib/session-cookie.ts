// The session cookie for a session row a benchmark wrote itself, signed as better-call signs it (HMAC-SHA256 of
// the token with the app's secret, base64), so that a bench skips sign-in's scrypt.
import { createHmac } from 'node:crypto';
import { benchAuthSecret } from '../servers/serve.ts';

export function signSessionCookie(token: string): string {
  const signature = createHmac('sha256', benchAuthSecret).update(token).digest('base64');
  return `market.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}
