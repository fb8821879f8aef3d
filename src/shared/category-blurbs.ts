// One or two sentences under each category page's title, also its description: the server writes them into the HTML
// for crawlers; the web page says the same in the page's language (src/web/components/category-blurbs.ts). Typed by
// slug, so each of the 22 categories must have one.
import type { Category, categories } from './categories.ts';

type CategorySlug = (typeof categories)[number]['slug'];

const blurbs: Record<CategorySlug, string> = {
  'design-and-creative':
    'Logos, illustrations, layouts and brand looks from designers in the community. Agree on the brief, the rounds of changes and the price before work starts.',
  technology:
    'Help with websites, apps, computers and the software that runs a small business, from one-off fixes to longer builds.',
  'education-and-tutoring':
    'Tutors and teachers offering lessons, homework help and exam preparation, in person or online.',
  'repair-and-maintenance':
    'Fixes for the things that break: appliances, bicycles, electronics and more, by members who know how.',
  'delivery-and-moving':
    'A van, a pair of hands or a courier run: help moving house, collecting furniture or delivering across town.',
  photography: 'Portraits, events, products and property, photographed and edited by members of the community.',
  'music-and-audio': 'Instrument lessons, mixing and mastering, voice-overs and live music for your event.',
  'food-and-catering': 'Home cooks and caterers offering meals, baking and food for gatherings of every size.',
  'beauty-and-wellness':
    'Hair, make-up, nails and relaxation, offered by members at home, in a studio or at your door.',
  'health-and-fitness': 'Personal training, yoga, running plans and nutrition advice to help you move and feel better.',
  'home-and-garden':
    'Cleaning, gardening, decorating and organising: help to keep a home and its outdoor space in shape.',
  business: 'Bookkeeping, marketing, writing for the web and admin support for freelancers and small businesses.',
  'automotive-services':
    'Car care from members: washing and detailing, small repairs and help before a vehicle inspection.',
  'pet-services':
    'Walking, sitting, grooming and training, by animal lovers who will look after your pet as their own.',
  'legal-services':
    'Help with everyday paperwork such as contracts, tenancy questions and forms. Listings here are not a substitute for a licensed lawyer where one is required.',
  'writing-and-translation':
    'Copywriting, editing, proofreading and translation between languages, for documents large and small.',
  'event-planning':
    'Planning, decorating and running parties, weddings and community events, from the first idea to tidying up.',
  'virtual-assistance':
    'Remote help with email, calendars, research, bookings and the many small tasks that fill a working week.',
  'handyman-services':
    'Shelves, flat-pack furniture, leaky taps and the odd jobs around the house that never seem to get done.',
  'language-lessons':
    'Learn or practise a language with a member who speaks it, from first words to fluent conversation.',
  'financial-consulting':
    'Budgeting, household finances and getting a small business’s numbers in order, explained in plain words.',
  'gaming-coaching':
    'Coaching for the games you play: strategy, mechanics and reviewing your matches with a more experienced player.',
};

export function readCategoryBlurb(category: Category): string {
  const blurbsBySlug: Record<string, string | undefined> = blurbs;
  return blurbsBySlug[category.slug] ?? `Services offered by members in ${category.name}.`;
}
