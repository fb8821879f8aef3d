import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySubscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (slug: string) => `/api/categories/${slug}/subscription`;
const call = (method: 'GET' | 'PUT' | 'DELETE', slug: string, cookie?: string) =>
  t.app.inject({ method, url: url(slug), ...(cookie ? { headers: { cookie } } : {}) });

describe('/api/categories/:slug/subscription', () => {
  it('answers 401 to visitors, whatever the slug', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      for (const slug of ['legal-services', 'no-such-category']) {
        const res = await call(method, slug);
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBe('UNAUTHORIZED');
      }
    }
  });

  it('refuses an unknown category, naming the field', async () => {
    const { cookie } = await createSignedInMember(t.app);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(method, 'no-such-category', cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { slug: 'Unknown category' } });
    }
  });

  it('subscribes and unsubscribes idempotently, by category name, for this member only', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const { cookie: otherCookie } = await createSignedInMember(t.app);
    expect((await call('GET', 'legal-services', cookie)).json()).toEqual({ subscribed: false });

    for (let i = 0; i < 2; i += 1) {
      const res = await call('PUT', 'legal-services', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ subscribed: true });
    }
    expect((await call('GET', 'legal-services', cookie)).json()).toEqual({ subscribed: true });
    expect((await call('GET', 'event-planning', cookie)).json()).toEqual({ subscribed: false });
    expect((await call('GET', 'legal-services', otherCookie)).json()).toEqual({ subscribed: false });
    const rows = await t.db.select().from(categorySubscriptions).where(eq(categorySubscriptions.userId, user.id));
    expect(rows).toMatchObject([{ category: 'Legal Services' }]);

    for (let i = 0; i < 2; i += 1) {
      const res = await call('DELETE', 'legal-services', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ subscribed: false });
    }
    expect((await call('GET', 'legal-services', cookie)).json()).toEqual({ subscribed: false });
  });

  it('keeps a suspended member from subscribing', async () => {
    const { cookie } = await createSignedInMember(t.app, { status: 'suspended', suspensionReason: 'Spam' });
    const res = await call('PUT', 'legal-services', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_SUSPENDED');
  });
});
