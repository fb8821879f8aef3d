import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { categories } from '#shared/categories.ts';
import { readCategoryBlurb } from '#shared/category-blurbs.ts';
import { englishIntl as intl } from '#web/test/english.ts';
import german from 'virtual:messages/de';
import { describeCategory } from './category-blurbs/category-blurbs.ts';
import { nameCategory } from './category-names.ts';

describe('nameCategory', () => {
  it('names every category in English as #shared/categories.ts does, from its slug or its name', () => {
    for (const category of categories) {
      expect(nameCategory(category.slug, intl)).toBe(category.name);
      expect(nameCategory(category.name, intl)).toBe(category.name);
    }
  });

  it("names it in the reader's language, and leaves an unknown category as it is", () => {
    const de = createIntl({ locale: 'de', messages: german as never });
    expect(nameCategory('home-and-garden', de)).toBe('Haus & Garten');
    expect(nameCategory('Home & Garden', de)).toBe('Haus & Garten');
    expect(nameCategory('Underwater Basket Weaving', de)).toBe('Underwater Basket Weaving');
  });
});

describe('describeCategory', () => {
  it('has the English of #shared/category-blurbs.ts for every category', () => {
    for (const category of categories) expect(describeCategory(category, intl)).toBe(readCategoryBlurb(category));
  });
});
