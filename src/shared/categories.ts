// The 22 categories of the spec. The first 14 are the "browse" categories offered on /browse,
// /add-listing and /explore-categories; the other 8 appear on /requests and the dashboard create form.
// Slugs are explicit because the spec's route table deviates from the slug rule once
// (Business Services lives at /categories/business).

export type Category = {
  name: string;
  slug: string;
  browse: boolean;
};

export const categories = [
  { name: 'Design & Creative', slug: 'design-and-creative', browse: true },
  { name: 'Technology', slug: 'technology', browse: true },
  { name: 'Education & Tutoring', slug: 'education-and-tutoring', browse: true },
  { name: 'Repair & Maintenance', slug: 'repair-and-maintenance', browse: true },
  { name: 'Delivery & Moving', slug: 'delivery-and-moving', browse: true },
  { name: 'Photography', slug: 'photography', browse: true },
  { name: 'Music & Audio', slug: 'music-and-audio', browse: true },
  { name: 'Food & Catering', slug: 'food-and-catering', browse: true },
  { name: 'Beauty & Wellness', slug: 'beauty-and-wellness', browse: true },
  { name: 'Health & Fitness', slug: 'health-and-fitness', browse: true },
  { name: 'Home & Garden', slug: 'home-and-garden', browse: true },
  { name: 'Business Services', slug: 'business', browse: true },
  { name: 'Automotive Services', slug: 'automotive-services', browse: true },
  { name: 'Pet Services', slug: 'pet-services', browse: true },
  { name: 'Legal Services', slug: 'legal-services', browse: false },
  { name: 'Writing & Translation', slug: 'writing-and-translation', browse: false },
  { name: 'Event Planning', slug: 'event-planning', browse: false },
  { name: 'Virtual Assistance', slug: 'virtual-assistance', browse: false },
  { name: 'Handyman Services', slug: 'handyman-services', browse: false },
  { name: 'Language Lessons', slug: 'language-lessons', browse: false },
  { name: 'Financial Consulting', slug: 'financial-consulting', browse: false },
  { name: 'Gaming Coaching', slug: 'gaming-coaching', browse: false },
] as const satisfies readonly Category[];

export type CategoryName = (typeof categories)[number]['name'];
export type CategorySlug = (typeof categories)[number]['slug'];

export const categoryNames = categories.map((c) => c.name) as [CategoryName, ...CategoryName[]];
/** For z.enum: the URL slugs the schemas accept. */
export const categorySlugs = categories.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];
export const browseCategories = categories.filter((c) => c.browse);

export function findCategoryBySlug(slug: string): Category | undefined {
  return categories.find((c) => c.slug === slug);
}

export function findCategoryByName(name: string): Category | undefined {
  return categories.find((c) => c.name === name);
}

/** The spec's slug rule: lowercase, '&' becomes 'and', spaces become hyphens. */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-');
}
