// Invalid text in any input is a 400 with the error envelope, never a 500 (issue 20, point 14).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';
import { createOffer } from '../test/factories.ts';
import { createSignedInMember } from '../test/session.ts';
import { invalidTextMessage } from './valid-text.ts';

let t: TestContext;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createSignedInMember(t.app, { role: 'admin' })).cookie;
  member = (await createSignedInMember(t.app)).cookie;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Res = Awaited<ReturnType<TestContext['app']['inject']>>;

function expectRefused(res: Res, field?: string) {
  expect(res.statusCode, res.body).toBe(400);
  const { error } = res.json();
  expect(error).toMatchObject({ code: 'INVALID_TEXT', message: invalidTextMessage });
  if (field) expect(error.fields).toEqual({ [field]: invalidTextMessage });
}

describe('invalid text in a request', () => {
  it('refuses a NUL byte in a JSON body field, changing nothing', async () => {
    const offer = await createOffer(t, { title: 'Piano lessons' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/offers/${offer.id}`,
      headers: { cookie: member },
      payload: { title: 'Piano\u0000lessons' },
    });
    expectRefused(res, 'title');
  });

  it('refuses NUL in a query (a search PostgreSQL would fail on) and in a path parameter', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/offers?search=piano%00' }), 'search');
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/offers/abc%00def' }), 'id');
  });

  it('refuses a lone surrogate, nested or in a key, and keeps real emoji', async () => {
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/support-requests',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expectRefused(await send('{"name":"Ann","comments":"\\ud800 broken"}'), 'comments');
    expectRefused(await send('{"name":"Ann","x":{"\\udc00":"key"}}'));
    const emoji = await send('{"name":"\\ud83d\\ude00","email":"not-an-email","comments":"hi"}');
    expect(emoji.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a JSON body that is not valid UTF-8', async () => {
    const payload = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support-requests',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectRefused(res, 'body');
  });

  it('refuses NUL on every API route, in the query, the body and every path parameter', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase() as Method, path })),
    );
    expect(routes.length).toBeGreaterThan(60);
    let calls = 0;
    for (const { method, path } of routes) {
      const url = `/api${path.replace(/^\/api/, '')}`;
      const hasParams = url.includes('{');
      const withParams = url.replace(/\{[^}]+\}/g, 'a%00b');
      // Each from its own address, so the routes' own rate limits (per address) never step in first.
      const call = (target: string, payload?: object) =>
        t.app.inject({
          method,
          url: target,
          headers: { cookie: admin },
          remoteAddress: `10.77.${Math.floor(++calls / 250)}.${calls % 250}`,
          ...(payload ? { payload } : {}),
        });
      const label = `${method} ${path}`;
      const cleanUrl = url.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const byQuery = await call(`${cleanUrl}?probe=%00`);
      expect(byQuery.statusCode, `${label} query: ${byQuery.body}`).toBe(400);
      expect(byQuery.json().error.code, label).toBe('INVALID_TEXT');
      if (hasParams) {
        const byParam = await call(withParams);
        expect(byParam.statusCode, `${label} param: ${byParam.body}`).toBe(400);
        expect(byParam.json().error.code, label).toBe('INVALID_TEXT');
      }
      // The payments webhook takes its body as raw bytes, checks their signature, and only then parses them.
      if (method !== 'GET' && method !== 'DELETE' && path !== '/api/payments/webhook') {
        const byBody = await call(cleanUrl, { probe: 'a\u0000b' });
        expect(byBody.statusCode, `${label} body: ${byBody.body}`).toBe(400);
        expect(byBody.json().error.code, label).toBe('INVALID_TEXT');
      }
    }
  });
});
