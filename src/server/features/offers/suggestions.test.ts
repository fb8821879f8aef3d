import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createOffer, createUser } from '../../test/factories.ts';
import { createSignedInMember } from '../../test/session.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  const provider = await createUser(t.db, { fullName: 'Grace Provider' });
  const live = (title: string, overrides = {}) =>
    createOffer(t, { userId: provider.id, title, category: 'Music & Audio', ...overrides });
  await live('Guitar lessons for beginners');
  await live('Advanced guitar lessons');
  await live('Guitar repairs and setups');
  // The same title twice is suggested once.
  await live('Guitar repairs and setups');
  await live('Bass guitar lessons, 100% patient', { description: 'Scales & grooves.' });
  await live('Singing lessons');
  await live('Hidden guitar coaching', { status: 'pending' });
  await live('Paused guitar tuning', { status: 'paused' });
  await live('Looking for a guitar teacher', { kind: 'request' });
  await live('Languitar is no word start');
}, 120_000);
afterAll(() => t.close());

const suggest = (q: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/offers/suggestions?q=${encodeURIComponent(q)}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('GET /api/offers/suggestions', () => {
  it('refuses a missing, too short or too long text', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/offers/suggestions' });
    expect(missing.statusCode).toBe(400);
    const short = await suggest(' g ');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('at least 2 characters');
    const long = await suggest('a'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('at most 100 characters');
  });

  it('suggests titles of live services with a word starting with each typed word, to visitors', async () => {
    const res = await suggest('gui');
    expect(res.statusCode).toBe(200);
    const { suggestions } = res.json() as { suggestions: string[] };
    // Those starting with the word first, then the shortest; each title once.
    expect(suggestions).toEqual([
      'Guitar repairs and setups',
      'Guitar lessons for beginners',
      'Advanced guitar lessons',
      'Bass guitar lessons, 100% patient',
    ]);
  });

  it('matches every typed word as a word start, in any order and case', async () => {
    const { suggestions } = (await suggest('LESS gUi')).json() as { suggestions: string[] };
    expect(suggestions).toEqual([
      'Advanced guitar lessons',
      'Guitar lessons for beginners',
      'Bass guitar lessons, 100% patient',
    ]);
    expect((await suggest('tar')).json()).toEqual({ suggestions: [] });
    expect((await suggest('guitar teacher')).json()).toEqual({ suggestions: [] });
  });

  it('reads LIKE wildcards as the characters typed', async () => {
    expect((await suggest('100%')).json()).toEqual({ suggestions: ['Bass guitar lessons, 100% patient'] });
    expect((await suggest('_ui')).json()).toEqual({ suggestions: [] });
    expect((await suggest('%itar')).json()).toEqual({ suggestions: [] });
  });

  it('answers a member the same, up to 8 titles', async () => {
    const member = await createSignedInMember(t.app);
    for (let i = 0; i < 10; i += 1) await createOffer(t, { title: `Piano lesson ${i}` });
    const res = await suggest('piano', member.cookie);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { suggestions: string[] }).suggestions).toHaveLength(8);
  });
});
