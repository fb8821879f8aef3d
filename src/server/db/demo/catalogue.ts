// Demo catalogue: the members, listings and requests the seeder puts into a fresh database.
// Plain data only (no I/O) so it can be imported by the seeder, tests and benchmarks alike.
// All prose here was written for this project.

import type { CategoryName } from '#shared/categories.ts';
import type { PaymentType } from '#shared/constants.ts';
import type { Locale } from '#shared/locales.ts';
import type { PriceUnit } from '#shared/price.ts';

export type DemoMember = {
  fullName: string;
  email: string;
  bio: string;
  /** English unless named: three members show the app in another language when they sign in. */
  language?: Locale;
};

export type DemoAdmin = {
  fullName: string;
  email: string;
};

/** An offer as the seeder needs it. `provider` is an index into `demoMembers`. */
type DemoOfferBase = {
  title: string;
  description: string;
  category: CategoryName;
  /** USD cents and/or coins per a unit ('fixed' when not given), and a note (decision 027). */
  price: { cashCents?: number; coins?: number; unit?: PriceUnit; note?: string };
  paymentTypes: readonly [PaymentType, ...PaymentType[]];
  provider: number;
};

/** An active service listing (kind 'service'). `rating` is the star rating of the review its demo deal carries. */
export type DemoListing = DemoOfferBase & {
  rating: 3 | 4 | 5;
};

/** A request (kind 'request'). `provider` is the member who posted the request. */
export type DemoRequest = DemoOfferBase;

/** A service listing awaiting admin approval (status 'pending'). */
export type DemoPendingListing = DemoOfferBase;

/** A service listing an admin turned down (status 'rejected'). */
export type DemoRejectedListing = DemoOfferBase & {
  rejectionReason: string;
};

export const demoAdmin: DemoAdmin = {
  fullName: 'Avery Admin',
  email: 'admin@example.com',
};

/** A member an admin has suspended, so the suspended screen can be seen in the demo. */
export const demoSuspendedMember = {
  fullName: 'Casey Morgan',
  email: 'casey.morgan@example.com',
  suspensionReason: 'Repeated spam in messages to other members.',
} as const;

export const demoMembers: readonly DemoMember[] = [
  {
    fullName: 'Maya Okafor',
    email: 'maya.okafor@example.com',
    bio: 'Freelance graphic designer and illustrator who loves helping small businesses look their best. I also shoot product and portrait photos on weekends.',
  },
  {
    fullName: 'Daniel Reyes',
    email: 'daniel.reyes@example.com',
    bio: 'Web developer by day and the neighbourhood go-to for anything with a power button. Happy to explain tech without the jargon.',
  },
  {
    fullName: 'Priya Raman',
    email: 'priya.raman@example.com',
    bio: 'High-school maths teacher who keeps the books for a few local shops on the side. Patient with numbers and with people.',
  },
  {
    fullName: 'Tomasz Nowak',
    email: 'tomasz.nowak@example.com',
    bio: 'Retired mechanic with a garage full of tools and time on my hands. If it has bolts, I can probably fix it.',
  },
  {
    fullName: 'Grace Lin',
    email: 'grace.lin@example.com',
    bio: 'Home baker and caterer running a small cottage kitchen. I make cakes, meal prep and party platters from scratch.',
  },
  {
    fullName: 'Marcus Johnson',
    email: 'marcus.johnson@example.com',
    bio: 'Certified personal trainer and weekend trail runner. I help beginners build strength and habits that actually stick.',
  },
  {
    fullName: 'Sofia Martinez',
    email: 'sofia.martinez@example.com',
    language: 'es',
    bio: 'Gardener with fifteen years of turning bare yards into something green. I also look after pets and plants while neighbours travel.',
  },
  {
    fullName: 'Kwame Asante',
    email: 'kwame.asante@example.com',
    bio: 'Musician, sound engineer and occasional event photographer. I teach guitar and mix podcasts from my home studio.',
  },
  {
    fullName: 'Hannah Schmidt',
    email: 'hannah.schmidt@example.com',
    language: 'de',
    bio: 'Licensed esthetician and yoga teacher who brings calm to busy schedules. I also have a knack for taming cluttered closets.',
  },
  {
    fullName: 'Jamal Haddad',
    email: 'jamal.haddad@example.com',
    language: 'ar',
    bio: 'I own a cargo van and a pressure washer, so I move things and clean cars. Reliable, on time and careful with your stuff.',
  },
];

export const demoListings: readonly DemoListing[] = [
  // Design & Creative
  {
    title: 'Logo and Brand Kit for Small Businesses',
    description:
      'A custom logo in three variations plus a simple brand sheet with colours and font pairings. Includes two rounds of revisions and files ready for print and web.',
    category: 'Design & Creative',
    price: { cashCents: 25000, coins: 2500 },
    paymentTypes: ['cash', 'coins'],
    provider: 0,
    rating: 5,
  },
  {
    title: 'Custom Pet Portrait Illustrations',
    description:
      'Send me a few photos of your dog, cat or rabbit and I will draw a cheerful digital portrait. You receive a high-resolution file you can frame or use as a profile picture.',
    category: 'Design & Creative',
    price: { cashCents: 8000, unit: 'item' },
    paymentTypes: ['cash'],
    provider: 0,
    rating: 5,
  },
  {
    title: 'Wedding Invitation Suite Design',
    description:
      'Invitations, RSVP cards and a matching menu designed around your colours and venue. I prepare print-ready files and can recommend local printers.',
    category: 'Design & Creative',
    price: { unit: 'negotiable' },
    paymentTypes: ['cash', 'coins', 'trade'],
    provider: 0,
    rating: 4,
  },
  {
    title: 'Gig Posters and Album Cover Art',
    description:
      'Bold, hand-drawn artwork for your band poster, single or EP cover. I know what reads well on a streaming thumbnail and on a café noticeboard.',
    category: 'Design & Creative',
    price: { cashCents: 6000, note: 'or trade: studio time' },
    paymentTypes: ['cash', 'trade'],
    provider: 7,
    rating: 4,
  },

  // Technology
  {
    title: 'Small Business Website Build',
    description:
      'A fast, mobile-friendly website of up to five pages with a contact form and basic search-engine setup. I walk you through editing it yourself so you are never stuck waiting on me.',
    category: 'Technology',
    price: { cashCents: 60000, coins: 6000 },
    paymentTypes: ['cash', 'coins'],
    provider: 1,
    rating: 5,
  },
  {
    title: 'Home Wi-Fi and Network Setup',
    description:
      'Dead zones, slow streaming or a router from 2012? I will set up mesh Wi-Fi, secure your network and label everything so the whole family can find the password.',
    category: 'Technology',
    price: { cashCents: 6000, unit: 'hour' },
    paymentTypes: ['cash'],
    provider: 1,
    rating: 4,
  },
  {
    title: 'Laptop Tune-Up and Malware Cleanup',
    description:
      'I remove junk software, check for malware, update everything and make sure your backups actually work. Most laptops are back the same day and noticeably faster.',
    category: 'Technology',
    price: { coins: 300 },
    paymentTypes: ['coins'],
    provider: 1,
    rating: 5,
  },
  {
    title: 'Smartphone and Tablet Help for Seniors',
    description:
      'Relaxed one-to-one sessions on video calls, photos, messaging and staying safe from scam texts. I write simple notes you can keep next to the device.',
    category: 'Technology',
    price: { cashCents: 2500, coins: 250, unit: 'item' },
    paymentTypes: ['cash', 'coins'],
    provider: 2,
    rating: 5,
  },

  // Education & Tutoring
  {
    title: 'Algebra and Geometry Tutoring',
    description:
      'Homework help and exam review for middle and high-school students. I focus on understanding why the steps work, not just memorising them.',
    category: 'Education & Tutoring',
    price: { cashCents: 4000, coins: 400, unit: 'hour' },
    paymentTypes: ['cash', 'coins'],
    provider: 2,
    rating: 5,
  },
  {
    title: 'SAT Math Prep Package',
    description:
      'Six sessions covering the question types that trip students up most, with a practice test at the start and the end. Students get a personal list of topics to revise.',
    category: 'Education & Tutoring',
    price: { cashCents: 30000, note: 'for 6 sessions' },
    paymentTypes: ['cash'],
    provider: 2,
    rating: 4,
  },
  {
    title: 'Intro to Python for Teens',
    description:
      'Four hands-on lessons where teenagers build a small game and a quiz app in Python. No experience needed, just a laptop and some curiosity.',
    category: 'Education & Tutoring',
    price: { coins: 200, unit: 'item' },
    paymentTypes: ['coins'],
    provider: 1,
    rating: 4,
  },
  {
    title: "Kids' Baking Class",
    description:
      'A two-hour class for children aged eight to twelve where they bake and decorate cupcakes and learn kitchen safety. All ingredients and aprons are provided.',
    category: 'Education & Tutoring',
    price: { cashCents: 3500, unit: 'item' },
    paymentTypes: ['cash'],
    provider: 4,
    rating: 5,
  },

  // Repair & Maintenance
  {
    title: 'Bicycle Tune-Up and Brake Adjustment',
    description:
      'Gears indexed, brakes adjusted, chain cleaned and tyres checked. Drop your bike off in the morning and ride it home the same evening.',
    category: 'Repair & Maintenance',
    price: { cashCents: 4500, note: 'or trade' },
    paymentTypes: ['cash', 'trade'],
    provider: 3,
    rating: 5,
  },
  {
    title: 'Small Appliance Repair',
    description:
      'Toasters, kettles, vacuum cleaners and fans that have given up. I diagnose the fault for free and only charge if I can fix it, parts extra.',
    category: 'Repair & Maintenance',
    price: { cashCents: 5000, note: '+ parts' },
    paymentTypes: ['cash'],
    provider: 3,
    rating: 4,
  },
  {
    title: 'Furniture Assembly and Wall Mounting',
    description:
      'Flat-pack wardrobes, bookshelves anchored to the wall and TVs mounted level. I bring my own drill, stud finder and fixings.',
    category: 'Repair & Maintenance',
    price: { cashCents: 5500, coins: 550, unit: 'hour' },
    paymentTypes: ['cash', 'coins'],
    provider: 3,
    rating: 3,
  },

  // Delivery & Moving
  {
    title: 'Small Moves with a Cargo Van',
    description:
      'Studio and one-bedroom moves, or just that sofa from a marketplace seller. Two people, blankets and straps included, and we handle the stairs.',
    category: 'Delivery & Moving',
    price: { cashCents: 9000, unit: 'hour' },
    paymentTypes: ['cash'],
    provider: 9,
    rating: 5,
  },
  {
    title: 'Same-Day Local Errand Runs',
    description:
      'Pharmacy pickups, parcel drop-offs and forgotten items brought across town the same day. Send me the details before noon and it is done by evening.',
    category: 'Delivery & Moving',
    price: { coins: 150, unit: 'item' },
    paymentTypes: ['coins'],
    provider: 9,
    rating: 4,
  },
  {
    title: 'Junk Removal and Donation Drop-Off',
    description:
      'I load up old furniture, boxes and garden waste, take usable items to the charity shop and the rest to the recycling centre. You get a photo receipt of the donation.',
    category: 'Delivery & Moving',
    price: { unit: 'negotiable' },
    paymentTypes: ['cash', 'coins', 'trade'],
    provider: 9,
    rating: 4,
  },

  // Photography
  {
    title: 'Product Photos for Online Shops',
    description:
      'Clean, consistent photos of up to fifteen products on a white or styled background. Edited and sized for your shop, ready within three days.',
    category: 'Photography',
    price: { cashCents: 15000, coins: 1500 },
    paymentTypes: ['cash', 'coins'],
    provider: 0,
    rating: 5,
  },
  {
    title: 'Event and Live Music Photography',
    description:
      'Birthday parties, open-mic nights and community fairs captured candidly. You get a gallery of about a hundred edited photos within a week.',
    category: 'Photography',
    price: { cashCents: 12000, unit: 'item' },
    paymentTypes: ['cash'],
    provider: 7,
    rating: 4,
  },
  {
    title: 'Drone Photos of Your Home or Garden',
    description:
      'Aerial photos and a short video of your property, useful for selling, planning a garden or just a great print. Flown legally and only in good weather.',
    category: 'Photography',
    price: { cashCents: 10000, note: 'or trade: garden work' },
    paymentTypes: ['cash', 'trade'],
    provider: 1,
    rating: 4,
  },

  // Music & Audio
  {
    title: 'Beginner Guitar Lessons',
    description:
      'Acoustic or electric lessons for adults and kids from age ten. We start with chords for songs you actually like and build good technique from there.',
    category: 'Music & Audio',
    price: { cashCents: 3500, coins: 350, unit: 'item' },
    paymentTypes: ['cash', 'coins'],
    provider: 7,
    rating: 5,
  },
  {
    title: 'Podcast Editing and Mixing',
    description:
      'I clean up background noise, level voices and add your intro music so every episode sounds professional. Turnaround is usually forty-eight hours per episode.',
    category: 'Music & Audio',
    price: { cashCents: 4500, unit: 'item' },
    paymentTypes: ['cash'],
    provider: 7,
    rating: 4,
  },
  {
    title: 'Acoustic Set for Small Parties',
    description:
      'Two hours of relaxed acoustic covers for garden parties, dinners and small celebrations. I bring a compact sound system and take song requests.',
    category: 'Music & Audio',
    price: { coins: 400, note: 'or trade' },
    paymentTypes: ['coins', 'trade'],
    provider: 7,
    rating: 5,
  },

  // Food & Catering
  {
    title: 'Custom Celebration Cakes',
    description:
      'Layer cakes for birthdays, anniversaries and baby showers, decorated to your theme. Egg-free and gluten-reduced options are available on request.',
    category: 'Food & Catering',
    price: { cashCents: 5500, unit: 'negotiable' },
    paymentTypes: ['cash'],
    provider: 4,
    rating: 5,
  },
  {
    title: 'Weekly Meal Prep for Busy Households',
    description:
      'Five home-cooked dinners for two, planned around your tastes and delivered every Sunday in reusable containers. The menu changes with the seasons.',
    category: 'Food & Catering',
    price: { cashCents: 12000, coins: 1200, note: 'per week' },
    paymentTypes: ['cash', 'coins'],
    provider: 4,
    rating: 4,
  },
  {
    title: 'Party Platters and Finger Food',
    description:
      'Savoury bites, fruit boards and mini desserts for gatherings of ten to forty guests. I handle the shopping, cooking and setup so you can enjoy your party.',
    category: 'Food & Catering',
    price: { unit: 'negotiable' },
    paymentTypes: ['cash', 'coins', 'trade'],
    provider: 4,
    rating: 3,
  },

  // Beauty & Wellness
  {
    title: 'At-Home Facial Treatment',
    description:
      'A seventy-five-minute facial in your own home with cleansing, exfoliation, a mask and a relaxing massage. Products are chosen for your skin type.',
    category: 'Beauty & Wellness',
    price: { cashCents: 7500, coins: 750 },
    paymentTypes: ['cash', 'coins'],
    provider: 8,
    rating: 5,
  },
  {
    title: 'Bridal and Special Occasion Makeup',
    description:
      'Long-lasting makeup for weddings, proms and photo shoots, with a trial session beforehand. I travel to your venue and can do the whole bridal party.',
    category: 'Beauty & Wellness',
    price: { cashCents: 9000, unit: 'item' },
    paymentTypes: ['cash'],
    provider: 8,
    rating: 4,
  },
  {
    title: 'Eyebrow Shaping and Tinting',
    description:
      'Precise shaping with wax and tweezers followed by a tint that suits your colouring. Quick, tidy and usually done in under thirty minutes.',
    category: 'Beauty & Wellness',
    price: { coins: 250 },
    paymentTypes: ['coins'],
    provider: 8,
    rating: 4,
  },

  // Health & Fitness
  {
    title: 'One-to-One Personal Training',
    description:
      'A programme built around your goals, whether that is getting stronger, losing weight or recovering fitness after a break. Sessions at the park, your home or a local gym.',
    category: 'Health & Fitness',
    price: { cashCents: 5000, coins: 500, unit: 'item' },
    paymentTypes: ['cash', 'coins'],
    provider: 5,
    rating: 5,
  },
  {
    title: 'Couch to 5K Running Coaching',
    description:
      'A nine-week plan with weekly group runs and personal check-ins, taking you from walking breaks to running five kilometres. Friendly pace, nobody gets left behind.',
    category: 'Health & Fitness',
    price: { cashCents: 8000, note: 'for 9 weeks' },
    paymentTypes: ['cash'],
    provider: 5,
    rating: 4,
  },
  {
    title: 'Strength and Balance for Seniors',
    description:
      'Gentle sessions that build leg strength, balance and confidence to reduce the risk of falls. Chairs and light weights are all we need.',
    category: 'Health & Fitness',
    price: { cashCents: 3000, unit: 'item', note: 'or trade' },
    paymentTypes: ['cash', 'trade'],
    provider: 5,
    rating: 5,
  },
  {
    title: 'Gentle Morning Yoga in the Park',
    description:
      'An hour of slow-flow yoga and breathing for all levels, held outdoors when the weather allows. Bring a mat and water, and I will bring spares of both.',
    category: 'Health & Fitness',
    price: { coins: 100, unit: 'item' },
    paymentTypes: ['coins'],
    provider: 8,
    rating: 5,
  },

  // Home & Garden
  {
    title: 'Vegetable Garden Setup',
    description:
      'I build raised beds, improve your soil and plant a first crop suited to your light and season. You get a simple watering and harvest calendar to keep it thriving.',
    category: 'Home & Garden',
    price: { cashCents: 20000, coins: 2000 },
    paymentTypes: ['cash', 'coins'],
    provider: 6,
    rating: 5,
  },
  {
    title: 'Lawn Mowing and Hedge Trimming',
    description:
      'Regular mowing, edging and hedge trimming with all clippings taken away. Weekly or fortnightly visits for small and medium gardens.',
    category: 'Home & Garden',
    price: { cashCents: 4000, unit: 'item' },
    paymentTypes: ['cash'],
    provider: 6,
    rating: 4,
  },
  {
    title: 'Seasonal Garden Cleanup',
    description:
      'Leaves raked, beds weeded and mulched, perennials cut back and pots tidied for the season ahead. A good reset for gardens that got away from you.',
    category: 'Home & Garden',
    price: { unit: 'negotiable', note: 'Trade: home-cooked meals' },
    paymentTypes: ['trade'],
    provider: 6,
    rating: 3,
  },
  {
    title: 'Closet and Pantry Organising',
    description:
      'We sort, donate and rearrange together so everything has a place you will remember. I bring labels and bins and leave you with a system that is easy to maintain.',
    category: 'Home & Garden',
    price: { cashCents: 4500, coins: 450, unit: 'hour' },
    paymentTypes: ['cash', 'coins'],
    provider: 8,
    rating: 4,
  },

  // Business Services
  {
    title: 'Bookkeeping for Sole Traders',
    description:
      'Monthly reconciliation of your bank statements, tidy expense categories and a simple profit report. Makes tax season far less stressful.',
    category: 'Business Services',
    price: { cashCents: 15000, note: 'per month' },
    paymentTypes: ['cash'],
    provider: 2,
    rating: 5,
  },
  {
    title: 'Resume and Cover Letter Review',
    description:
      'Detailed feedback on your resume and one cover letter, with suggested rewrites for the sections that matter most. Ideal before a job application deadline.',
    category: 'Business Services',
    price: { coins: 300, note: 'or trade' },
    paymentTypes: ['coins', 'trade'],
    provider: 2,
    rating: 4,
  },
  {
    title: 'Pitch Deck and Presentation Design',
    description:
      'I turn your slides into a clear, good-looking deck with consistent charts and icons. Suitable for investor pitches, grant applications and conference talks.',
    category: 'Business Services',
    price: { cashCents: 18000 },
    paymentTypes: ['cash'],
    provider: 0,
    rating: 4,
  },

  // Automotive Services
  {
    title: 'Oil Change and Fluid Check',
    description:
      'Oil and filter changed in your driveway, plus coolant, brake fluid and tyre pressures checked. You bring the oil or I can pick it up for you.',
    category: 'Automotive Services',
    price: { cashCents: 4000, note: '+ oil' },
    paymentTypes: ['cash'],
    provider: 3,
    rating: 5,
  },
  {
    title: 'Pre-Purchase Used Car Inspection',
    description:
      'Before you buy, I look the car over for rust, leaks, worn brakes and warning signs in the engine bay, then join you on the test drive. You get a written checklist of what I found.',
    category: 'Automotive Services',
    price: { cashCents: 7000, coins: 700 },
    paymentTypes: ['cash', 'coins'],
    provider: 3,
    rating: 4,
  },
  {
    title: 'Mobile Car Wash and Interior Detailing',
    description:
      'Hand wash, wax and a thorough interior vacuum and wipe-down wherever your car is parked. Pet hair removal and seat shampoo available as extras.',
    category: 'Automotive Services',
    price: { cashCents: 6500, note: 'or trade' },
    paymentTypes: ['cash', 'trade'],
    provider: 9,
    rating: 4,
  },

  // Pet Services
  {
    title: 'Dog Jogging and Energy Burn',
    description:
      'Thirty-minute runs for high-energy dogs who need more than a stroll around the block. Your dog comes home tired, happy and ready to nap.',
    category: 'Pet Services',
    price: { cashCents: 2000, coins: 200, unit: 'item' },
    paymentTypes: ['cash', 'coins'],
    provider: 5,
    rating: 5,
  },
  {
    title: 'Pet Sitting and Plant Watering',
    description:
      'Daily visits while you are away to feed pets, clean litter trays, water the plants and bring in the post. I send a photo update after every visit.',
    category: 'Pet Services',
    price: { cashCents: 2500, unit: 'item' },
    paymentTypes: ['cash'],
    provider: 6,
    rating: 5,
  },
  {
    title: 'Pet Taxi to the Vet or Groomer',
    description:
      'Door-to-door rides for pets to vet appointments, groomers and kennels in a van fitted with secure crates. I can wait and bring them home too.',
    category: 'Pet Services',
    price: { coins: 120, unit: 'item' },
    paymentTypes: ['coins'],
    provider: 9,
    rating: 3,
  },
];

export const demoRequests: readonly DemoRequest[] = [
  {
    title: 'Need Help Reviewing a Commercial Lease',
    description:
      'I am about to sign a lease for a small bakery unit and want someone with legal experience to read it first. Mainly worried about the repair and break clauses.',
    category: 'Legal Services',
    price: { cashCents: 10000 },
    paymentTypes: ['cash'],
    provider: 4,
  },
  {
    title: 'Planning a Surprise 40th Birthday Party',
    description:
      'Looking for someone to help plan a surprise party for about thirty guests next month. I need help with a venue, decorations and keeping the secret.',
    category: 'Event Planning',
    price: { unit: 'negotiable' },
    paymentTypes: ['cash', 'coins'],
    provider: 5,
  },
  {
    title: 'Spanish Translation of Community Garden Flyers',
    description:
      'We have two one-page flyers about the community garden open days that we would like translated into Spanish. The text is informal and about three hundred words in total.',
    category: 'Writing & Translation',
    price: { coins: 300 },
    paymentTypes: ['coins'],
    provider: 8,
  },
  {
    title: 'Fix a Leaking Kitchen Faucet',
    description:
      'The kitchen tap drips constantly and the handle has become stiff. Looking for someone handy who can replace the cartridge or the whole faucet this week.',
    category: 'Handyman Services',
    price: { cashCents: 6000, note: 'or trade: two tutoring sessions' },
    paymentTypes: ['cash', 'trade'],
    provider: 2,
  },
  {
    title: 'Weekday Dog Walker for a Friendly Labrador',
    description:
      'My four-year-old Labrador needs a forty-five-minute walk around midday, Monday to Friday. She is friendly with people and other dogs and walks well on the lead.',
    category: 'Pet Services',
    price: { cashCents: 1500, coins: 150, unit: 'item' },
    paymentTypes: ['cash', 'coins'],
    provider: 1,
  },
  // Requests that demo services match (same category, shared words), so listing pages show their matches.
  {
    title: 'Guitar Lessons for My Ten-Year-Old',
    description:
      'My daughter got a guitar for her birthday and wants to learn a few songs. Looking for a patient teacher for a weekly half-hour lesson after school.',
    category: 'Music & Audio',
    price: { cashCents: 3000, unit: 'hour' },
    paymentTypes: ['cash'],
    provider: 2,
  },
  {
    title: 'Photos of Handmade Candles for an Online Shop',
    description:
      'I am opening an online shop for my candles and need clean, bright product photos of about twelve designs, ideally on a plain background.',
    category: 'Photography',
    price: { coins: 250 },
    paymentTypes: ['coins', 'trade'],
    provider: 4,
  },
];

export const demoPendingListings: readonly DemoPendingListing[] = [
  {
    title: 'Knife and Garden Tool Sharpening',
    description:
      'Kitchen knives, scissors, secateurs and shears sharpened on a whetstone. Drop them off in a box and collect them the next day.',
    category: 'Repair & Maintenance',
    price: { cashCents: 500, unit: 'item' },
    paymentTypes: ['cash'],
    provider: 3,
  },
  {
    title: 'Beginner Watercolour Workshop',
    description:
      'A relaxed three-hour workshop covering washes, layering and painting simple landscapes. All paints, brushes and paper are included.',
    category: 'Education & Tutoring',
    price: { cashCents: 4500, coins: 450 },
    paymentTypes: ['cash', 'coins'],
    provider: 0,
  },
  {
    title: 'Puppy Socialisation Walks',
    description:
      'Short, calm walks that introduce young puppies to traffic, bikes, other dogs and friendly strangers. Great for building a confident adult dog.',
    category: 'Pet Services',
    price: { unit: 'negotiable', note: 'Trade: fresh vegetables' },
    paymentTypes: ['trade'],
    provider: 6,
  },
];

export const demoRejectedListings: readonly DemoRejectedListing[] = [
  {
    title: 'Miracle Detox Weight Loss Programme',
    description:
      'Lose ten kilos in two weeks with my special detox drinks and supplements. Guaranteed results or your money back.',
    category: 'Health & Fitness',
    price: { cashCents: 19900 },
    paymentTypes: ['cash'],
    provider: 5,
    rejectionReason:
      'Listings that promise guaranteed medical or weight-loss results or sell supplements are not allowed; please resubmit as a coaching service without health claims.',
  },
  {
    title: 'I Can Do Anything You Need',
    description:
      'Whatever the job is, message me and I will do it. Prices depend on the job and on how I feel that day.',
    category: 'Business Services',
    price: { unit: 'negotiable', note: 'Ask me' },
    paymentTypes: ['cash', 'coins', 'trade'],
    provider: 9,
    rejectionReason:
      'This listing is too vague for members to know what you offer; please describe one specific service with a clear price and resubmit.',
  },
];
