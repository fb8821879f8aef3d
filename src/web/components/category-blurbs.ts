import type { IntlShape } from 'react-intl';
import type { Category, CategorySlug } from '#shared/categories.ts';

// The sentences under each category page's title in the page's language (#shared/category-blurbs.ts has them in
// English for the server's page meta). Apart from the names, so that only the category page's chunk carries them.

/** The sentences under each category page's title (#shared/category-blurbs.ts), by slug. */
const categoryBlurbMessages = {
  'design-and-creative': 'components.categoryBlurb.designAndCreative',
  technology: 'components.categoryBlurb.technology',
  'education-and-tutoring': 'components.categoryBlurb.educationAndTutoring',
  'repair-and-maintenance': 'components.categoryBlurb.repairAndMaintenance',
  'delivery-and-moving': 'components.categoryBlurb.deliveryAndMoving',
  photography: 'components.categoryBlurb.photography',
  'music-and-audio': 'components.categoryBlurb.musicAndAudio',
  'food-and-catering': 'components.categoryBlurb.foodAndCatering',
  'beauty-and-wellness': 'components.categoryBlurb.beautyAndWellness',
  'health-and-fitness': 'components.categoryBlurb.healthAndFitness',
  'home-and-garden': 'components.categoryBlurb.homeAndGarden',
  business: 'components.categoryBlurb.business',
  'automotive-services': 'components.categoryBlurb.automotiveServices',
  'pet-services': 'components.categoryBlurb.petServices',
  'legal-services': 'components.categoryBlurb.legalServices',
  'writing-and-translation': 'components.categoryBlurb.writingAndTranslation',
  'event-planning': 'components.categoryBlurb.eventPlanning',
  'virtual-assistance': 'components.categoryBlurb.virtualAssistance',
  'handyman-services': 'components.categoryBlurb.handymanServices',
  'language-lessons': 'components.categoryBlurb.languageLessons',
  'financial-consulting': 'components.categoryBlurb.financialConsulting',
  'gaming-coaching': 'components.categoryBlurb.gamingCoaching',
} as const satisfies Record<CategorySlug, string>;

const hasBlurb = (slug: string): slug is CategorySlug => Object.hasOwn(categoryBlurbMessages, slug);

/** The sentences under a category page's title, also its description. */
export function describeCategory(category: Category, intl: IntlShape): string {
  return hasBlurb(category.slug)
    ? intl.formatMessage({ id: categoryBlurbMessages[category.slug] })
    : intl.formatMessage({ id: 'components.categoryBlurb.other' }, { category: category.name });
}
