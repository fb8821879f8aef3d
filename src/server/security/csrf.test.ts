// A page on another site can make a browser send our session cookie along with a form post or a fetch. Every
// state-changing route must refuse such a request, whoever's cookie it carries. One loop over the app's own OpenAPI
// document, so a route added later is covered without anyone remembering to.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';
import { createNotification, createOffer } from '../test/factories.ts';
import { createSignedInMember } from '../test/session.ts';

// Routes meant to be called from elsewhere without a browser session, each with the credential it relies on instead.
// They still meet the origin check (their callers send no Origin); the test below proves the cookie buys nothing.
const calledWithoutCookies = new Map([
  // Stripe posts from its servers; the signature over the raw body is the only credential.
  ['POST /api/payments/webhook', { headers: { 'content-type': 'application/json' }, payload: '{}' }],
]);

let t: TestContext;
let member: Awaited<ReturnType<typeof createSignedInMember>>;
let admin: Awaited<ReturnType<typeof createSignedInMember>>;
beforeAll(async () => {
  t = await createTestApp({ env: { STRIPE_WEBHOOK_SECRET: 'whsec_csrf_test_secret' } });
  member = await createSignedInMember(t.app);
  admin = await createSignedInMember(t.app, { role: 'admin' });
  // Something of the member's own for the unchanged-state check to watch.
  await createOffer(t, { userId: member.user.id, status: 'active' });
  await createNotification(t.db, { userId: member.user.id });
});
afterAll(() => t.close());

const methods = ['post', 'put', 'patch', 'delete'] as const;
type Method = (typeof methods)[number];
type Route = { method: Uppercase<Method>; path: string; url: string };

function writeRoutes(): Route[] {
  const { paths } = t.app.swagger() as { paths: Record<string, Partial<Record<Method, unknown>>> };
  return Object.entries(paths).flatMap(([path, operations]) =>
    methods
      .filter((method) => operations[method] !== undefined)
      .map((method) => ({
        method: method.toUpperCase() as Uppercase<Method>,
        path,
        url: path.replace(/\{[^}]+\}/g, randomUUID()),
      })),
  );
}

type Rows<T> = { rows: T[] };
// Both drivers' execute() resolves to { rows }; the shared type leaves it unknown.
const query = async <T>(statement: ReturnType<typeof sql>) => ((await t.db.execute(statement)) as Rows<T>).rows;

/** Every table's row count, and the rows a forged request would most like to change. */
async function snapshot() {
  const tables = await query<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}`);
    counts[name] = Number(row?.n);
  }
  const [rows] = await query<Record<string, unknown>>(
    sql`SELECT (SELECT json_agg(u ORDER BY u.id) FROM users u) AS users,
               (SELECT json_agg(s) FROM platform_settings s) AS settings,
               (SELECT json_agg(o ORDER BY o.id) FROM offers o) AS offers,
               (SELECT json_agg(n ORDER BY n.id) FROM notifications n) AS notifications`,
  );
  return { counts, rows };
}

describe('every state-changing route', () => {
  it('refuses a foreign Origin carrying a valid session cookie, and changes nothing', async () => {
    const routes = writeRoutes();
    // Auth, profile, sessions, offers, proposals, messages, notifications, wallet, feedback, support, uploads, admin.
    expect(routes.length).toBeGreaterThanOrEqual(50);
    const before = await snapshot();
    expect(before.counts.users).toBe(2);

    // A plain foreign site, a sandboxed frame or a redirect ('null'), and a look-alike of our own address.
    const foreignOrigins = ['https://evil.example', 'null', `${t.config.appUrl}.evil.example`];
    for (const route of routes) {
      const cookie = route.path.startsWith('/api/admin/') ? admin.cookie : member.cookie;
      for (const origin of foreignOrigins) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: { cookie, origin },
          payload: {},
        });
        expect(res.statusCode, `${route.method} ${route.path} from ${origin}`).toBe(403);
        expect(res.json().error.code, `${route.method} ${route.path}`).toBe('FORBIDDEN_ORIGIN');
      }
    }

    expect(await snapshot()).toEqual(before);
    // Sign-out, sign-out-everywhere and account deletion were among them: both sessions still work.
    for (const cookie of [member.cookie, admin.cookie]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
    }
  });

  it('lets the same cookie write from the app’s own origin (so the refusals above are the origin’s doing)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { cookie: member.cookie, origin: t.config.appUrl },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('routes called without a browser session', () => {
  it('are real routes, and act on their own credential only, never on a cookie', async () => {
    const paths = new Set(writeRoutes().map((route) => `${route.method} ${route.path}`));
    const before = await snapshot();
    for (const [route, request] of calledWithoutCookies) {
      expect(paths, route).toContain(route);
      const [method, url] = route.split(' ') as [Route['method'], string];
      // No Origin, as a server-to-server caller sends: the origin check lets it through to the route itself.
      const res = await t.app.inject({
        method,
        url,
        headers: { ...request.headers, cookie: admin.cookie },
        payload: request.payload,
      });
      expect(res.statusCode, route).toBe(400);
      expect(res.json().error.code, route).toBe('INVALID_SIGNATURE');
    }
    expect(await snapshot()).toEqual(before);
  });
});
