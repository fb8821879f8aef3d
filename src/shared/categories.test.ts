import { describe, expect, it } from 'vitest';
import { browseCategories, categories, findCategoryBySlug, slugify } from './categories.ts';

describe('categories', () => {
  it('has the 22 categories of the spec, 14 of them on browse', () => {
    expect(categories).toHaveLength(22);
    expect(browseCategories).toHaveLength(14);
    expect(new Set(categories.map((c) => c.slug)).size).toBe(22);
  });

  it('follows the slug rule except for Business Services, which the route table names "business"', () => {
    for (const c of categories) {
      if (c.name === 'Business Services') expect(c.slug).toBe('business');
      else expect(c.slug).toBe(slugify(c.name));
    }
    expect(findCategoryBySlug('business')?.name).toBe('Business Services');
    expect(findCategoryBySlug('nope')).toBeUndefined();
  });

  it('slugifies with the spec rule', () => {
    expect(slugify('Design & Creative')).toBe('design-and-creative');
    expect(slugify('  Music & Audio ')).toBe('music-and-audio');
    expect(slugify('Writing & Translation')).toBe('writing-and-translation');
  });
});
