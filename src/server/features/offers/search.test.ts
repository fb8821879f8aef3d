// Search that ranks (issue 24): a fixed corpus and the results a dozen searches must put first, with phrases, OR,
// exclusions, stemming and typos, on PGlite and PostgreSQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createOffer, createReview, createUser } from '../../test/factories.ts';
import { invalidateOfferLists } from './list-cache.ts';

let t: TestContext;
const day = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * day);

type Card = { title: string; highlight?: { title: string; description: string } };

const corpus: [title: string, description: string, daysAgo: number][] = [
  ['Wedding photography', 'Full day coverage of your wedding with edited photos.', 20],
  ['Portrait sessions', 'Studio portraits; I also shoot weddings on weekends.', 2],
  ['Event photographer', 'Birthdays, parties and corporate events.', 3],
  ['Dog walking', 'Daily walks for dogs of every size in the park.', 4],
  ['Walking tours', 'Historic walking tours; your dog is welcome to join.', 5],
  ['Piano lessons', 'Classical and pop piano for beginners.', 6],
  ['Guitar lessons', 'Acoustic guitar, chords and songs.', 7],
  ['Spanish lessons', 'Conversation practice with a native speaker.', 8],
  ['Garden design', 'Planting plans for small gardens.', 9],
  ['House cleaning', 'Weekly cleaning; I can also tidy the garden.', 10],
  ['Bike repair', 'Brakes, gears and punctures fixed at your door.', 11],
  ['Logo design', 'Vector logos with two rounds of changes.', 12],
];

beforeAll(async () => {
  t = await createTestApp();
  const provider = await createUser(t.db);
  for (const [title, description, daysAgo] of corpus) {
    await createOffer(t, { userId: provider.id, title, description, createdAt: ago(daysAgo) });
  }
  // Two listings alike but for their reviews: the better rated ranks first.
  await createOffer(t, {
    userId: provider.id,
    title: 'Tax returns',
    description: 'Help with tax forms.',
    createdAt: ago(1),
  });
  const rated = await createOffer(t, {
    userId: provider.id,
    title: 'Tax returns',
    description: 'Help with tax forms.',
    createdAt: ago(1),
  });
  await createReview(t, { offerId: rated.id, rating: 5 });
  await createOffer(t, { kind: 'request', title: 'Need wedding photography', description: 'June wedding.' });
  invalidateOfferLists(t.ctx);
}, 120_000);
afterAll(() => t.close());

async function search(q: string, extra = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/offers?q=${encodeURIComponent(q)}${extra}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Card[]; total: number; suggestion?: string; resultsFor?: string };
}
const found = async (q: string) => (await search(q)).items.map((c) => c.title);

describe('GET /api/offers?q ranks', () => {
  it.each([
    // The title weighs over the description, even over a newer listing that has the word in its description only.
    ['wedding', ['Wedding photography', 'Portrait sessions']],
    // Stemming: plural and singular find each other.
    ['weddings', ['Wedding photography', 'Portrait sessions']],
    ['photography wedding', ['Wedding photography']],
    // A quoted phrase needs its words together and in order.
    ['"dog walking"', ['Dog walking']],
    ['walking', ['Dog walking', 'Walking tours']],
    ['piano OR guitar', ['Piano lessons', 'Guitar lessons']],
    ['lessons -piano', ['Guitar lessons', 'Spanish lessons']],
    ['lessons -piano -guitar', ['Spanish lessons']],
    ['garden', ['Garden design', 'House cleaning']],
    ['GEARS', ['Bike repair']],
  ])('%s', async (q, expected) => {
    expect(await found(q)).toEqual(expected);
  });

  it('ranks the better rated of two equal listings first', async () => {
    const tax = await t.app.inject({ method: 'GET', url: '/api/offers?q=tax' });
    const items = tax.json().items as (Card & { rating: number | null })[];
    expect(items.map((c) => c.rating)).toEqual([5, null]);
  });

  it('ranks the newer of two equal matches first', async () => {
    // Both have 'lessons' in the title once; Spanish is the oldest.
    expect((await found('lessons')).at(-1)).toBe('Spanish lessons');
  });

  it('searches requests apart from services', async () => {
    expect((await search('wedding', '&kind=request')).items.map((c) => c.title)).toEqual(['Need wedding photography']);
  });

  it('marks the matched words of each card', async () => {
    const [first] = (await search('wedding photos')).items;
    expect(first?.highlight?.title).toBe('[[Wedding]] photography');
    expect(first?.highlight?.description).toContain('[[wedding]]');
    expect(first?.highlight?.description).toContain('[[photos]]');
  });
});

describe('GET /api/offers?q suggests', () => {
  it.each([
    ['weddng', 'wedding'],
    ['gutar lessons', 'guitar lessons'],
    ['"dog walkng"', '"dog walking"'],
  ])('answers %s asked for exactly, which finds nothing, with "Did you mean %s"', async (q, suggestion) => {
    const answer = await search(q, '&exact=true');
    expect(answer).toMatchObject({ items: [], total: 0, suggestion });
    expect(answer.resultsFor).toBeUndefined();
  });

  it.each([
    ['weddng', 'wedding', 'Wedding photography'],
    ['gutar lessons', 'guitar lessons', 'Guitar lessons'],
  ])('answers %s, which finds nothing, with the results for "%s" in the same response', async (q, corrected, first) => {
    const answer = await search(q);
    expect(answer).toMatchObject({ suggestion: corrected, resultsFor: corrected });
    expect(answer.items[0]?.title).toBe(first);
    expect(answer.total).toBe(answer.items.length);
    expect(answer.items.map((card) => card.title)).toEqual(await found(corrected));
  });

  it("keeps the list's filters for the suggestion's results", async () => {
    expect((await search('weddng', '&kind=request')).items.map((card) => card.title)).toEqual([
      'Need wedding photography',
    ]);
    // No request mentions a guitar: the suggestion alone, and the empty list.
    const none = await search('gutar', '&kind=request');
    expect(none).toMatchObject({ items: [], total: 0, suggestion: 'guitar' });
    expect(none.resultsFor).toBeUndefined();
  });

  it('refuses an exact switch other than true', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/offers?q=weddng&exact=yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('exact must be true or left out');
  });

  it('suggests nothing when the search finds something, or nothing close exists', async () => {
    expect(await search('wedding')).not.toHaveProperty('suggestion');
    expect(await search('wedding')).not.toHaveProperty('resultsFor');
    expect(await search('xylophone')).toMatchObject({ items: [], total: 0 });
    expect(await search('xylophone')).not.toHaveProperty('resultsFor');
    expect((await search('xylophone')).suggestion).toBeUndefined();
  });
});
