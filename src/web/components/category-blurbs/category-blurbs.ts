import type { IntlShape } from 'react-intl';
import type { Category, CategorySlug } from '#shared/categories.ts';

// The sentences under each category page's title in the page's language (#shared/category-blurbs.ts has them in
// English for the server's page meta). Apart from the names, so that only the category page's chunk carries them.

/** The sentences under each category page's title (#shared/category-blurbs.ts), by slug. */
const categoryBlurbMessages = {
  'design-and-creative': 'category-blurbs.designAndCreative',
  technology: 'category-blurbs.technology',
  'education-and-tutoring': 'category-blurbs.educationAndTutoring',
  'repair-and-maintenance': 'category-blurbs.repairAndMaintenance',
  'delivery-and-moving': 'category-blurbs.deliveryAndMoving',
  photography: 'category-blurbs.photography',
  'music-and-audio': 'category-blurbs.musicAndAudio',
  'food-and-catering': 'category-blurbs.foodAndCatering',
  'beauty-and-wellness': 'category-blurbs.beautyAndWellness',
  'health-and-fitness': 'category-blurbs.healthAndFitness',
  'home-and-garden': 'category-blurbs.homeAndGarden',
  business: 'category-blurbs.business',
  'automotive-services': 'category-blurbs.automotiveServices',
  'pet-services': 'category-blurbs.petServices',
  'legal-services': 'category-blurbs.legalServices',
  'writing-and-translation': 'category-blurbs.writingAndTranslation',
  'event-planning': 'category-blurbs.eventPlanning',
  'virtual-assistance': 'category-blurbs.virtualAssistance',
  'handyman-services': 'category-blurbs.handymanServices',
  'language-lessons': 'category-blurbs.languageLessons',
  'financial-consulting': 'category-blurbs.financialConsulting',
  'gaming-coaching': 'category-blurbs.gamingCoaching',
} as const satisfies Record<CategorySlug, string>;

const hasBlurb = (slug: string): slug is CategorySlug => Object.hasOwn(categoryBlurbMessages, slug);

/** The sentences under a category page's title, also its description. */
export function describeCategory(category: Category, intl: IntlShape): string {
  return hasBlurb(category.slug)
    ? intl.formatMessage({ id: categoryBlurbMessages[category.slug] })
    : intl.formatMessage({ id: 'category-blurbs.other' }, { category: category.name });
}
