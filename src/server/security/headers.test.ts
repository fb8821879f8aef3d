// What a browser is told in production (NODE_ENV=production, an https APP_URL): the session cookie cannot be read
// by scripts, sent over plain HTTP or sent along with cross-site posts, and every response, page or API, carries the
// headers that stop framing, MIME sniffing, referrer leaks and downgrades to HTTP.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';
import { createUser, defaultPassword } from '../test/factories.ts';

let t: TestContext;
let webRoot: string;
// As the build writes it (vite.config.ts): the theme script inline, ahead of the first paint.
const themeScript = "document.documentElement.classList.toggle('dark', true);";
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'market-web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    `<!doctype html><title>SPA</title><script>${themeScript}</script><div id="root"></div>`,
  );
  t = await createTestApp({
    webRoot,
    env: { NODE_ENV: 'production', APP_URL: 'https://market.example.org', PAYMENTS_TEST_MODE: 'true' },
  });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('in production over HTTPS', () => {
  it('is configured as a secure deployment', () => {
    expect(t.config.env).toBe('production');
    expect(t.config.secure).toBe(true);
  });

  it('sets the session cookie Secure, HttpOnly and SameSite at sign-in', async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: t.config.appUrl },
      payload: { email: user.email, password: defaultPassword },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.cookies.find((cookie) => cookie.name.endsWith('session_token'));
    expect(session, res.headers['set-cookie']?.toString()).toBeDefined();
    // The __Secure- prefix makes the browser itself refuse the cookie unless it is Secure and came over HTTPS.
    expect(session?.name.startsWith('__Secure-')).toBe(true);
    expect(session?.secure).toBe(true);
    expect(session?.httpOnly).toBe(true);
    expect(String(session?.sameSite).toLowerCase()).toMatch(/^(lax|strict)$/);
    // Every other cookie set with it (the session data, if any) follows the same rules.
    for (const cookie of res.cookies) {
      expect(cookie.secure, cookie.name).toBe(true);
      expect(cookie.httpOnly, cookie.name).toBe(true);
    }
  });

  it.each([
    ['a page', '/browse'],
    ['an API answer', '/api/health'],
    ['an API error', '/api/no-such-route'],
    ['the API docs', '/api/docs/'],
  ])('sends the security headers with %s', async (_what, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
    expectSecurityHeaders(res);
  });
});

describe("index.html's inline script", () => {
  it('is the one inline script the policy allows, by its hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/browse' });
    const hash = createHash('sha256').update(themeScript).digest('base64');
    expect(String(res.headers['content-security-policy']).split(';')).toContain(`script-src 'self' 'sha256-${hash}'`);
  });
});

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const directives = String(res.headers['content-security-policy'])
    .split(';')
    .map((directive) => directive.trim());
  expect(
    directives.some((d) => d === "frame-ancestors 'none'" || d === "frame-ancestors 'self'"),
    directives.join('; '),
  ).toBe(true);
  expect(directives).toContain('upgrade-insecure-requests');
  const hsts = String(res.headers['strict-transport-security']);
  // At least half a year, as browsers' preload lists ask for.
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(15_552_000);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
}
