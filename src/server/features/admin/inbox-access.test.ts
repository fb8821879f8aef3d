// The admin panel's Feedback, Support and Reports tabs seen together: their routes' guards and validation, across
// feedback, support and messaging (each feature tests its own routes' work in its own folder).
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: adminCookie } = await createSignedInMember(t.app, { role: 'admin' }));
});
afterAll(() => t.close());

type Method = NonNullable<InjectOptions['method']>;
const call = (method: Method, url: string, payload?: object, cookie = adminCookie) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('the admin inbox routes', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/api/admin/feedback'],
    ['PATCH', `/api/admin/feedback/${randomUUID()}`, { status: 'reviewed' }],
    ['DELETE', `/api/admin/feedback/${randomUUID()}`],
    ['GET', '/api/admin/support-requests'],
    ['PATCH', `/api/admin/support-requests/${randomUUID()}`, { status: 'closed' }],
    ['GET', '/api/admin/reports'],
    ['POST', `/api/admin/reports/${randomUUID()}/dismiss`],
    ['POST', `/api/admin/reports/${randomUUID()}/act`, { reason: 'Spam' }],
  ];

  it('answer 401 to visitors and 403 to members, every one of them', async () => {
    const { cookie } = await createSignedInMember(t.app);
    for (const [method, url, payload] of routes) {
      const visitor = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      const member = await call(method, url, payload, cookie);
      expect(member.statusCode, `${method} ${url}`).toBe(403);
      expect(member.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('answer 404 to an id that is not an id, as to an unknown one', async () => {
    for (const [method, url, payload] of routes.filter(([, url]) => /[0-9a-f-]{36}/.test(url))) {
      const res = await call(method, url.replace(/[0-9a-f-]{36}/, 'not-an-id'), payload);
      const unknown = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toEqual(unknown.json());
    }
  });

  it('answer 400 to an unknown status filter or bad paging, naming the field', async () => {
    for (const [url, field] of [
      ['/api/admin/feedback?status=open', 'status'],
      ['/api/admin/feedback?q=' + 'x'.repeat(201), 'q'],
      ['/api/admin/feedback?page=0', 'page'],
      ['/api/admin/support-requests?status=resolved', 'status'],
      ['/api/admin/support-requests?pageSize=10', 'pageSize'],
      ['/api/admin/reports?status=closed', 'status'],
      ['/api/admin/reports?page=201', 'page'],
    ] as const) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields, url).toHaveProperty(field);
    }
  });
});
