import { useCallback } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { type CategorySlug, findCategoryByName, findCategoryBySlug } from '#shared/categories.ts';

// The 22 categories (#shared/categories.ts) in the page's language. The public pages show them as the server
// rendered them, so the words are the shared components' messages, at hand from the first render. A listing from the
// API names its category both ways: `category` is its English name (as stored), `categorySlug` its slug.

/** Each category's name, by slug. */
const categoryNameMessages = {
  'design-and-creative': 'components.category.designAndCreative',
  technology: 'components.category.technology',
  'education-and-tutoring': 'components.category.educationAndTutoring',
  'repair-and-maintenance': 'components.category.repairAndMaintenance',
  'delivery-and-moving': 'components.category.deliveryAndMoving',
  photography: 'components.category.photography',
  'music-and-audio': 'components.category.musicAndAudio',
  'food-and-catering': 'components.category.foodAndCatering',
  'beauty-and-wellness': 'components.category.beautyAndWellness',
  'health-and-fitness': 'components.category.healthAndFitness',
  'home-and-garden': 'components.category.homeAndGarden',
  business: 'components.category.business',
  'automotive-services': 'components.category.automotiveServices',
  'pet-services': 'components.category.petServices',
  'legal-services': 'components.category.legalServices',
  'writing-and-translation': 'components.category.writingAndTranslation',
  'event-planning': 'components.category.eventPlanning',
  'virtual-assistance': 'components.category.virtualAssistance',
  'handyman-services': 'components.category.handymanServices',
  'language-lessons': 'components.category.languageLessons',
  'financial-consulting': 'components.category.financialConsulting',
  'gaming-coaching': 'components.category.gamingCoaching',
} as const satisfies Record<CategorySlug, string>;

const isKnownSlug = (slug: string): slug is CategorySlug => Object.hasOwn(categoryNameMessages, slug);

/**
 * A category's name in the reader's language, from its slug ('home-and-garden') or its English name ('Home &
 * Garden'); anything else (a category this build does not know) as it is.
 */
export function nameCategory(category: string, intl: IntlShape): string {
  const slug = (findCategoryBySlug(category) ?? findCategoryByName(category))?.slug;
  return slug && isKnownSlug(slug) ? intl.formatMessage({ id: categoryNameMessages[slug] }) : category;
}

/** nameCategory in the page's language. */
export function useCategoryName(): (category: string) => string {
  const intl = useIntl();
  return useCallback((category: string) => nameCategory(category, intl), [intl]);
}
