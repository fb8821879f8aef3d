// The daily digest, run by its scheduled job on the app's clock, delivered to a real SMTP server; and its signed
// unsubscribe links, which work signed out and refuse any altered token.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, savedSearches, savedSearchMatches, scheduledJobs } from '../../db/schema/index.ts';
import type { SavedSearchDigestPayload } from '../../platform/email/templates.tsx';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createManualClock, day, minute } from '../../test/clock.ts';
import { createOffer, createUser, type Offer, type User } from '../../test/factories.ts';
import { createSignedInMember, signInAs } from '../../test/session.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { digestJob } from './digest.ts';
import { readSavedFilters } from './service.ts';
import { expiredLinkMessage, signUnsubscribeToken, unsubscribeLinkLifetimeMs } from './unsubscribe.ts';

const time = createManualClock();
let smtp: TestSmtp;
let t: TestContext;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ clock: time.clock, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function saveSearch(user: User, name: string, query: string, alertEmail = true) {
  const filters = readSavedFilters(query);
  const [row] = await t.db.insert(savedSearches).values({ userId: user.id, name, filters, alertEmail }).returning();
  return row!;
}

const match = (searchId: string, offers: Offer[], emailedAt: Date | null = null) =>
  t.db.insert(savedSearchMatches).values(offers.map((o) => ({ savedSearchId: searchId, offerId: o.id, emailedAt })));

const digestsTo = (email: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'saved_search_digest')));

const minutesAgo = (n: number) => new Date(time.now() - n * minute);

/** The clock moved on to the digest's hour, and every due job run. */
async function runDigestDay() {
  const [job] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, digestJob));
  if (!job) throw new Error('the digest job is not scheduled');
  time.set(job.runAt.getTime());
  await t.ctx.jobs.runDue();
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe('the daily digest', () => {
  let member: User;
  let violins: Awaited<ReturnType<typeof saveSearch>>;
  let cameras: Awaited<ReturnType<typeof saveSearch>>;
  let payload: SavedSearchDigestPayload;

  it('is scheduled daily at 08:00 UTC by the app clock', async () => {
    const [job] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, digestJob));
    expect(job?.runAt.toISOString()).toBe('2026-12-02T08:00:00.000Z');
  });

  it('emails each member once, their searches best first, only unsent live matches, at most ten each', async () => {
    member = await createUser(t.db, { fullName: 'Digest Reader' });
    violins = await saveSearch(member, 'Violin teachers', 'q=violin lessons');
    cameras = await saveSearch(member, 'Cameras', 'category=photography');
    const inAppOnly = await saveSearch(member, 'Quiet', 'q=violin', false);

    const violin = (title: string, description: string, extra: Partial<Offer> = {}) =>
      createOffer(t, { title, description, category: 'Music & Audio', createdAt: minutesAgo(30), ...extra });
    const best = await violin('Violin lessons', 'Violin lessons for beginners: violin technique and reading.');
    const weaker = await violin('Music tutoring', 'Piano and some violin at your home.');
    const ratedTie = await violin('Strings tutor', 'Violin lessons in the evening.', { ratingSum: 9, reviewCount: 2 });
    const olderTie = await violin('Strings teacher', 'Violin lessons in the evening.', {
      createdAt: minutesAgo(60),
    });
    const newerTie = await violin('Strings coach', 'Violin lessons in the evening.');
    const paused = await violin('Violin lessons paused', 'Violin lessons, back soon.', { status: 'paused' });
    const emailedBefore = await violin('Violin lessons emailed', 'Violin lessons, already sent.');
    await match(violins.id, [weaker, olderTie, paused, best, newerTie, ratedTie]);
    await match(violins.id, [emailedBefore], minutesAgo(day / minute));
    await match(inAppOnly.id, [best]);

    const photos = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        createOffer(t, { title: `Camera repair ${i}`, category: 'Photography', createdAt: minutesAgo(100 - i) }),
      ),
    );
    await match(cameras.id, photos);

    // Members who would get an empty email get none: no live match, or no email alert.
    const onlyGone = await createUser(t.db);
    await match((await saveSearch(onlyGone, 'Gone', 'q=violin')).id, [paused]);
    const noEmail = await createUser(t.db);
    await match((await saveSearch(noEmail, 'Bell only', 'q=violin', false)).id, [best]);
    // Nor an address not proven yet: the email would carry the member's own words to whoever owns it.
    const unproven = await createUser(t.db, { emailVerified: false });
    await match((await saveSearch(unproven, 'Unproven', 'q=violin')).id, [best]);

    await runDigestDay();

    const [mail, ...others] = await digestsTo(member.email);
    expect(others).toEqual([]);
    payload = mail!.payload as SavedSearchDigestPayload;
    expect(payload.fullName).toBe('Digest Reader');
    expect(payload.searches.map((s) => s.name)).toEqual(['Violin teachers', 'Cameras']);
    const [violinPart, cameraPart] = payload.searches;
    expect(violinPart!.matches.map((m) => m.title)).toEqual([
      'Violin lessons',
      'Strings tutor',
      'Strings coach',
      'Strings teacher',
      'Music tutoring',
    ]);
    expect(violinPart).toMatchObject({ more: 0, listUrl: `${t.config.appUrl}/browse?q=violin+lessons` });
    expect(violinPart!.matches[0]).toEqual({
      title: 'Violin lessons',
      url: `${t.config.appUrl}/listing/${best.id}`,
      category: 'Music & Audio',
    });
    // Unrated, so newest first.
    expect(cameraPart!.matches.map((m) => m.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Camera repair ${11 - i}`),
    );
    expect(cameraPart!.more).toBe(2);
    expect(await digestsTo(onlyGone.email)).toEqual([]);
    expect(await digestsTo(noEmail.email)).toEqual([]);
    expect(await digestsTo(unproven.email)).toEqual([]);

    // Everything it stood for is marked; the paused listing waits, and the in-app search is no digest's.
    const unsent = await t.db.select().from(savedSearchMatches).where(isNull(savedSearchMatches.emailedAt));
    const unsentOf = (searchId: string) => unsent.filter((m) => m.savedSearchId === searchId).map((m) => m.offerId);
    expect(unsentOf(violins.id)).toEqual([paused.id]);
    expect(unsentOf(cameras.id)).toEqual([]);
    expect(unsentOf(inAppOnly.id)).toEqual([best.id]);
    const [marked] = await t.db
      .select()
      .from(savedSearchMatches)
      .where(and(eq(savedSearchMatches.savedSearchId, violins.id), eq(savedSearchMatches.offerId, best.id)));
    expect(marked?.emailedAt?.getTime()).toBe(time.now());
  });

  it('runs again the next day and sends nothing it already sent', async () => {
    const [job] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, digestJob));
    expect(job?.runAt.toISOString()).toBe('2026-12-03T08:00:00.000Z');
    await runDigestDay();
    expect(await digestsTo(member.email)).toHaveLength(1);
    // A new match is the next day's news.
    await match(cameras.id, [await createOffer(t, { title: 'Lens cleaning', category: 'Photography' })]);
    await runDigestDay();
    const mails = await digestsTo(member.email);
    expect(mails).toHaveLength(2);
    const news = mails.map((m) => m.payload as SavedSearchDigestPayload);
    expect(news.map((p) => p.searches.map((s) => s.matches.map((m) => m.title)))).toContainEqual([['Lens cleaning']]);
  });

  it('reaches the SMTP server with the RFC 8058 headers and a visible unsubscribe link', async () => {
    await t.ctx.email.deliverDue();
    const raw = smtp.inbox
      .map((message) => message.raw)
      .find((message) => message.includes(member.email) && message.includes('Violin teachers'));
    expect(raw).toBeDefined();
    const unfolded = raw!.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const header = /^List-Unsubscribe: <([^>]+)>/m.exec(unfolded)?.[1];
    expect(header).toBe(payload.oneClickUrl);
    expect(header).toMatch(/^http:\/\/localhost:\d+\/api\/saved-searches\/unsubscribe\?token=/);
    const body = raw!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain(payload.unsubscribeUrl);
    expect(body).toContain('Unsubscribe from this digest');
  });

  describe('unsubscribe links', () => {
    const unsubscribe = (method: 'GET' | 'POST', token: string, cookie?: string) =>
      t.app.inject({
        method,
        url: `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
        ...(method === 'POST'
          ? {
              headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
              payload: 'List-Unsubscribe=One-Click',
            }
          : {}),
      });
    const emailAlerts = async () =>
      (await t.db.select().from(savedSearches).where(eq(savedSearches.userId, member.id)))
        .map((s) => [s.name, s.alertEmail])
        .sort();

    it('refuses a tampered or unknown token and changes nothing', async () => {
      const before = await emailAlerts();
      const token = tokenOf(payload.oneClickUrl);
      const signature = token.slice(token.lastIndexOf('.') + 1);
      const flipped = `${token.slice(0, -signature.length)}${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      const otherSearch = token.replace(/^[0-9a-f]/, (c) => (c === '0' ? '1' : '0'));
      for (const bad of [flipped, otherSearch, 'nonsense', `${token}x`, '.']) {
        for (const method of ['GET', 'POST'] as const) {
          const res = await unsubscribe(method, bad);
          expect(res.statusCode, `${method} ${bad}`).toBe(400);
          expect(res.json().error.code).toBe('INVALID_TOKEN');
        }
      }
      const deleted = signUnsubscribeToken(t.ctx, [randomUUID()]);
      expect((await unsubscribe('POST', deleted)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe' })).statusCode).toBe(400);
      expect(await emailAlerts()).toEqual(before);
    });

    it("a search's link, signed out: GET names nothing and changes nothing, POST turns its email off", async () => {
      const token = tokenOf(payload.searches[0]!.unsubscribeUrl);
      const read = await unsubscribe('GET', token);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual({ count: 1, names: [], alertEmail: true });
      expect(await emailAlerts()).toContainEqual(['Violin teachers', true]);

      const done = await unsubscribe('POST', token);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ count: 1, names: [], alertEmail: false });
      expect(await emailAlerts()).toEqual([
        ['Cameras', true],
        ['Quiet', false],
        ['Violin teachers', false],
      ]);
      // Again is fine, and the in-app alert is left as it was.
      expect((await unsubscribe('POST', token)).statusCode).toBe(200);
      const [search] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, violins.id));
      expect(search?.alertInApp).toBe(true);
    });

    it('names the searches to their signed-in owner only (issue 31, point 9)', async () => {
      const token = tokenOf(payload.oneClickUrl);
      const owner = await signInAs(t.app, member.email);
      const { cookie: stranger } = await createSignedInMember(t.app);
      const read = (cookie?: string) =>
        t.app.inject({
          method: 'GET',
          url: `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
          headers: cookie ? { cookie } : {},
        });
      expect((await read(owner)).json()).toEqual({ count: 2, names: ['Cameras', 'Violin teachers'], alertEmail: true });
      expect((await read(stranger)).json()).toEqual({ count: 2, names: [], alertEmail: true });
      expect((await read()).json()).toEqual({ count: 2, names: [], alertEmail: true });
      expect(await emailAlerts()).toContainEqual(['Cameras', true]);
    });

    it('stops working 90 days after the email, pointing to the settings, and changes nothing', async () => {
      const sentAt = time.now();
      const token = signUnsubscribeToken(t.ctx, [violins.id]);
      const before = await emailAlerts();
      time.set(sentAt + unsubscribeLinkLifetimeMs + minute);
      try {
        for (const method of ['GET', 'POST'] as const) {
          const res = await unsubscribe(method, token);
          expect(res.statusCode, res.body).toBe(410);
          expect(res.json().error).toEqual({ code: 'LINK_EXPIRED', message: expiredLinkMessage });
        }
        expect(await emailAlerts()).toEqual(before);
      } finally {
        time.set(sentAt);
      }
      expect((await unsubscribe('GET', token)).statusCode).toBe(200);
    });

    it("the header's one-click POST stops every search of that email, signed in as anyone or not", async () => {
      const { cookie } = await createSignedInMember(t.app);
      const res = await unsubscribe('POST', tokenOf(payload.oneClickUrl), cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ count: 2, names: [], alertEmail: false });
      expect(await emailAlerts()).toEqual([
        ['Cameras', false],
        ['Quiet', false],
        ['Violin teachers', false],
      ]);
    });
  });

  it('lets an admin send it now, and no one else', async () => {
    const url = '/api/admin/saved-searches/digest';
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const { cookie: memberCookie } = await createSignedInMember(t.app);
    expect((await t.app.inject({ method: 'POST', url, headers: { cookie: memberCookie } })).statusCode).toBe(403);
    const reader = await createUser(t.db);
    const search = await saveSearch(reader, 'Now', 'q=harp');
    await match(search.id, [await createOffer(t, { title: 'Harp lessons' })]);
    const { cookie } = await createSignedInMember(t.app, { role: 'admin' });
    const res = await t.app.inject({ method: 'POST', url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ emails: 1 });
    expect(await digestsTo(reader.email)).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url, headers: { cookie } })).json()).toEqual({ emails: 0 });
  });
});

describe('turning the email alert on', () => {
  it('starts the digest from then: matches found while it was off are not sent', async () => {
    const { cookie, user } = await createSignedInMember(t.app);
    const quiet = await saveSearch(user, 'Harp lessons', 'q=harp', false);
    const harp = await createOffer(t, { title: 'Harp lessons at home' });
    await match(quiet.id, [harp]);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/me/saved-searches/${quiet.id}`,
      headers: { cookie },
      payload: { alertEmail: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const unsent = await t.db
      .select()
      .from(savedSearchMatches)
      .where(and(eq(savedSearchMatches.savedSearchId, quiet.id), isNull(savedSearchMatches.emailedAt)));
    expect(unsent).toEqual([]);
  });
});
