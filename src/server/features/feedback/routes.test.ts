import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { ensurePlatformSettings } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';
import { feedbackPerHour } from '../../platform/rate-limits.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Signed = Awaited<ReturnType<typeof createSignedInMember>>;

const send = (who: Signed | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: who ? { cookie: who.cookie } : {},
    payload: payload as object,
  });
const history = (who: Signed | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/feedback${query}`, headers: who ? { cookie: who.cookie } : {} });

const member = () => createSignedInMember(t.app);
const valid = { type: 'bug', content: 'The search box forgets my query.', rating: 4 };

async function sendOk(who: Signed, payload: object) {
  const res = await send(who, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('feedback routes', () => {
  it('answers 401 to visitors on both routes and stores nothing', async () => {
    expect((await send(undefined, valid)).statusCode).toBe(401);
    expect((await history(undefined)).statusCode).toBe(401);
    expect(await t.db.$count(feedback)).toBe(0);
  });

  it.each([
    ['missing content', { type: 'general' }, 'content', 'Please provide your feedback'],
    ['empty content', { content: '' }, 'content', 'Please provide your feedback'],
    ['whitespace-only content', { content: '            ' }, 'content', 'Please provide your feedback'],
    ['short content', { content: 'Too short' }, 'content', 'Feedback must be at least 10 characters'],
    [
      'content short once trimmed',
      { content: '   123456789   ' },
      'content',
      'Feedback must be at least 10 characters',
    ],
    ['content that is not text', { content: 12345678901 }, 'content', 'Please provide your feedback'],
    ['an unknown type', { ...valid, type: 'complaint' }, 'type', 'Please select a feedback type'],
    ['an empty type', { ...valid, type: '' }, 'type', 'Please select a feedback type'],
    ['rating 0', { ...valid, rating: 0 }, 'rating', 'Rating must be a number from 1 to 5'],
    ['rating 6', { ...valid, rating: 6 }, 'rating', 'Rating must be a number from 1 to 5'],
    ['rating 2.5', { ...valid, rating: 2.5 }, 'rating', 'Rating must be a whole number from 1 to 5'],
    ["rating '3'", { ...valid, rating: '3' }, 'rating', 'Rating must be a number from 1 to 5'],
  ])('answers 400 for %s with the spec message', async (_, payload, field, message) => {
    const me = await member();
    const res = await send(me, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: message } });
    expect(await t.db.$count(feedback, eq(feedback.userId, me.user.id))).toBe(0);
  });

  it('stores the feedback as pending and answers it presented', async () => {
    const me = await member();
    const created = await sendOk(me, { ...valid, content: '  The search box forgets my query.  ' });
    expect(created).toEqual({
      id: expect.any(String),
      type: 'bug',
      content: 'The search box forgets my query.',
      rating: 4,
      status: 'pending',
      createdAt: expect.any(String),
    });
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, created.id));
    expect(row).toMatchObject({
      userId: me.user.id,
      type: 'bug',
      content: 'The search box forgets my query.',
      rating: 4,
      status: 'pending',
    });
    expect(row!.createdAt.toISOString()).toBe(created.createdAt);
  });

  it('defaults the type to general and takes the rating as optional or null', async () => {
    const me = await member();
    const plain = await sendOk(me, { content: 'Nice marketplace, thanks!' });
    expect(plain).toMatchObject({ type: 'general', rating: null, status: 'pending' });
    const nulled = await sendOk(me, { type: 'feature', content: 'Please add dark charts.', rating: null });
    expect(nulled).toMatchObject({ type: 'feature', rating: null });
    for (const rating of [1, 5]) expect(await sendOk(me, { ...valid, rating })).toMatchObject({ rating });
    const rows = await t.db.select().from(feedback).where(eq(feedback.userId, me.user.id));
    expect(rows.map((r) => r.rating).sort()).toEqual([1, 5, null, null]);
    expect(rows.filter((r) => r.type === 'general')).toHaveLength(1);
  });

  it("lists only the member's own feedback, newest first", async () => {
    const me = await member();
    const other = await member();
    const first = await sendOk(me, { content: 'First of mine, quite long' });
    await sendOk(other, { content: 'Not mine at all, someone else' });
    const second = await sendOk(me, { type: 'other', content: 'Second of mine, also long', rating: 2 });
    const res = await history(me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ items: [second, first], total: 2, page: 1, pageSize: 50 });
    const theirs = (await history(other)).json();
    expect(theirs.total).toBe(1);
    expect(theirs.items.map((item: { content: string }) => item.content)).toEqual(['Not mine at all, someone else']);
    const stranger = await member();
    expect((await history(stranger)).json()).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });

  it('pages the history with the shared paging rules', async () => {
    const me = await member();
    const base = Date.UTC(2026, 0, 1);
    await t.db.insert(feedback).values(
      Array.from({ length: 27 }, (_, n) => ({
        userId: me.user.id,
        content: `Feedback number ${n}`,
        createdAt: new Date(base + n * 60_000),
      })),
    );
    const page1 = (await history(me, '?page=1&pageSize=25')).json();
    expect(page1).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(page1.items).toHaveLength(25);
    expect(page1.items[0].content).toBe('Feedback number 26');
    const page2 = (await history(me, '?page=2&pageSize=25')).json();
    expect(page2).toMatchObject({ total: 27, page: 2, pageSize: 25 });
    expect(page2.items.map((item: { content: string }) => item.content)).toEqual([
      'Feedback number 1',
      'Feedback number 0',
    ]);
    expect((await history(me, '?page=3&pageSize=25')).json()).toMatchObject({ items: [], total: 27 });
    for (const bad of ['?pageSize=10', '?page=0', '?page=abc']) {
      expect((await history(me, bad)).statusCode).toBe(400);
    }
  });

  it(`answers 429 after ${feedbackPerHour} sends in an hour, per member`, async () => {
    const me = await member();
    // A refused form does not use up the budget.
    expect((await send(me, { content: 'short' })).statusCode).toBe(400);
    for (let n = 0; n < feedbackPerHour; n += 1) await sendOk(me, { content: `Feedback message ${n}` });
    const limited = await send(me, { content: 'One message too many' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'You have sent a lot of feedback in the last hour. Please wait a while and try again.',
    });
    expect(await t.db.$count(feedback, eq(feedback.userId, me.user.id))).toBe(feedbackPerHour);
    await sendOk(await member(), { content: 'Another member is still fine' });
  });

  it('refuses suspended members and everyone during maintenance', async () => {
    const suspended = await createSignedInMember(t.app, { status: 'suspended' });
    const refused = await send(suspended, valid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect((await history(suspended)).statusCode).toBe(403);
    const me = await member();
    await ensurePlatformSettings(t, { maintenanceMode: true });
    try {
      expect((await send(me, valid)).statusCode).toBe(503);
      expect((await history(me)).statusCode).toBe(503);
    } finally {
      await ensurePlatformSettings(t, { maintenanceMode: false });
    }
    expect(await t.db.$count(feedback, eq(feedback.userId, suspended.user.id))).toBe(0);
    expect(await t.db.$count(feedback, eq(feedback.userId, me.user.id))).toBe(0);
  });
});
