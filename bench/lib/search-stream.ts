// A stream of distinct list requests, as many visitors asking different things would send: searches of one or two
// words (some quoted, with OR or an excluded word) and plain lists, each with a sort, sometimes a category, a price
// range or a payment switch, on one of the first pages. Seeded, so every run asks the same stream.
import { categories } from '#shared/categories.ts';
import { adjectives, sentences, servicesByCategory } from './offer-words.ts';

/** mulberry32: a small generator with 32-bit integer steps, exact in JavaScript numbers. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function buildSearchStream(count: number, seed = 7): string[] {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const words = [
    ...new Set(
      [...Object.values(servicesByCategory).flat(), ...adjectives, ...sentences]
        .join(' ')
        .toLowerCase()
        .match(/[a-z]{4,}/g) ?? [],
    ),
  ];
  const sorts = ['relevance', 'relevance', 'newest', 'price-asc', 'price-desc', 'rating'];
  const plainSorts = ['newest', 'newest', 'price-asc', 'price-desc', 'rating'];
  const paths = new Set<string>();
  while (paths.size < count) {
    const query = new URLSearchParams();
    const searching = random() < 0.7;
    if (searching) {
      const shape = random();
      const [a, b] = [pick(words), pick(words)];
      query.set(
        'q',
        shape < 0.5
          ? a
          : shape < 0.7
            ? `${a} ${b}`
            : shape < 0.8
              ? `"${a} ${b}"`
              : shape < 0.9
                ? `${a} OR ${b}`
                : `${a} -${b}`,
      );
    }
    const sort = pick(searching ? sorts : plainSorts);
    if (sort !== 'relevance' && sort !== 'newest') query.set('sort', sort);
    if (random() < 0.3) query.set('category', pick(categories).slug);
    if (random() < 0.2) query.set('kind', 'request');
    if (random() < 0.15) {
      const low = Math.floor(random() * 100);
      query.set('minPrice', String(low));
      query.set('maxPrice', String(low + 20 + Math.floor(random() * 200)));
    }
    if (random() < 0.1) query.set(random() < 0.5 ? 'coins' : 'barter', 'true');
    const page = 1 + Math.floor(random() ** 3 * 10);
    if (page > 1) query.set('page', String(page));
    paths.add(`/api/offers?${query.toString()}`);
  }
  return [...paths];
}
