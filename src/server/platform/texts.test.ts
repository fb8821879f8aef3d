import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '#shared/texts/de.json' with { type: 'json' };
import es from '#shared/texts/es.json' with { type: 'json' };
import fr from '#shared/texts/fr.json' with { type: 'json' };
import { notifications } from '../db/schema/index.ts';
import { createTestApp, type TestContext } from '../test/app.ts';
import { createOffer } from '../test/factories.ts';
import { createSignedInMember } from '../test/session.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const themeMessage = 'Theme must be light, dark or system';

describe("the API answers in the caller's language", () => {
  it("gives a Spanish-speaking member's 400 in Spanish, message and field alike", async () => {
    const { cookie } = await createSignedInMember(t.app, { language: 'es' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie },
      payload: { theme: 'blue' },
    });
    expect(res.statusCode).toBe(400);
    expect(es[themeMessage]).toBeTruthy();
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: es[themeMessage],
      fields: { theme: es[themeMessage] },
    });
  });

  it("answers a German-speaking member's 404 in German, whatever the browser asks for", async () => {
    const { cookie } = await createSignedInMember(t.app, { language: 'de' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/offers/00000000-0000-4000-8000-000000000000',
      headers: { cookie, 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(de['Listing not found']);
  });

  it("answers a visitor in the cookie's language, else the browser's", async () => {
    const signUp = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-up', headers, payload: { fullName: '' } });
    const byCookie = await signUp({ cookie: 'locale=es', 'accept-language': 'fr' });
    expect(byCookie.json().error.fields.fullName).toBe(es['Full name is required']);
    const byBrowser = await signUp({ 'accept-language': 'fr-CA, en;q=0.5' });
    expect(byBrowser.json().error.fields.fullName).toBe(fr['Full name is required']);
  });

  it('fills a refusal with words in the same language: the move it names and the status it found', async () => {
    const { user, cookie } = await createSignedInMember(t.app, { language: 'es' });
    const offer = await createOffer(t, { userId: user.id, status: 'pending' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/offers/${offer.id}`,
      headers: { cookie },
      payload: { status: 'paused' },
    });
    expect(res.statusCode).toBe(409);
    const pattern = 'Only active or paused listings can be {verb} by their owner; this listing is {status}.';
    expect(res.json().error.message).toBe(es[pattern].replace('{verb}', es.paused).replace('{status}', es.pending));
    expect(res.json().error.message).not.toMatch(/paused|pending/);
  });

  it('keeps the spec English for an English-speaking member and a browser that asks for nothing', async () => {
    const { cookie } = await createSignedInMember(t.app, { language: 'en' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie },
      payload: { theme: 'blue' },
    });
    expect(res.json().error.message).toBe(themeMessage);
    const visitor = await t.app.inject({ method: 'PATCH', url: '/api/me', payload: { theme: 'blue' } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('Please sign in to continue.');
  });
});

describe("notifications in the recipient's language", () => {
  it('writes a German-speaking owner their rejection in German, with the title and reason as written', async () => {
    const { cookie: adminCookie } = await createSignedInMember(t.app, { role: 'admin', language: 'es' });
    const { user: owner } = await createSignedInMember(t.app, { language: 'de' });
    const offer = await createOffer(t, { userId: owner.id, status: 'pending', title: 'Dog walks' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/offers/${offer.id}/reject`,
      headers: { cookie: adminCookie },
      payload: { reason: 'Blurry photos' },
    });
    expect(res.statusCode).toBe(200);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    const pattern = de['Your listing "{title}" has been rejected. Reason: {reason}'];
    expect(pattern).toContain('{title}');
    expect(notice).toMatchObject({
      title: de['Listing Rejected'],
      message: pattern.replace('{title}', 'Dog walks').replace('{reason}', 'Blurry photos'),
    });
  });
});
