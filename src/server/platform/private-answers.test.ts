// Private API responses carry Cache-Control: no-store; the public cached reads do not (issue 20, point 14).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';
import { createSignedInMember } from '../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const publicReads = ['/api/offers', '/api/offers/featured', '/api/offers/suggestions?q=gu', '/api/categories'];
const publicPaths = publicReads.map((url) => url.split('?')[0]);

describe('Cache-Control on API answers', () => {
  it("marks a member's answers, errors and unknown API paths no-store", async () => {
    const { cookie } = await createSignedInMember(t.app);
    const cases = [
      await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } }),
      await t.app.inject({ method: 'GET', url: '/api/me/offers', headers: { cookie } }),
      await t.app.inject({ method: 'GET', url: '/api/notifications' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'x@example.com' } }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
    ];
    expect(cases.map((res) => res.statusCode)).toEqual([200, 200, 401, 400, 404]);
    for (const res of cases) expect(res.headers['cache-control'], res.body).toBe('no-store');
  });

  it('leaves the public cached reads as they were, for visitors and members alike', async () => {
    const { cookie } = await createSignedInMember(t.app);
    for (const url of publicReads) {
      for (const headers of [{}, { cookie }]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBeUndefined();
      }
    }
  });

  it('marks every other GET route of the API no-store', async () => {
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const gets = Object.entries(spec.paths)
      .filter(([path, methods]) => 'get' in methods && !publicPaths.includes(path) && path !== '/api/events')
      .map(([path]) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'));
    expect(gets.length).toBeGreaterThan(25);
    for (const url of gets) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.headers['cache-control'], `${url} ${res.statusCode}`).toBe('no-store');
    }
  });
});
