// A member's own listings: posting one (/add-listing and /dashboard/offers/create), editing, pausing and deleting
// it (/dashboard/offers), and how the server presents them to their owner. Messages are the spec's.
import { z } from 'zod';
import { categoryNames } from '../categories.ts';
import { limits, offerKinds, offerRevisionStatuses, offerStatuses, paymentTypes } from '../constants.ts';
import { priceUnits } from '../price.ts';
import { pagingQuerySchema } from './paging.ts';

export const listingMessages = {
  title: 'Title is required',
  category: 'Category is required',
  description: 'Description is required',
  descriptionMin: `Description should be at least ${limits.listingDescriptionMin} characters`,
  price: 'Price is required',
  paymentTypes: 'Please select at least one payment type',
  images: 'Please upload at least one image for your listing',
  image: 'Please upload an image file (JPEG, PNG, etc.)',
  signedOut: 'You must be logged in to create a listing',
  createFailed: 'Failed to create listing. Please try again.',
  createOfferFailed: 'Failed to create offer. Please try again.',
  loadFailed: 'Failed to load offers. Please try again.',
  deleteFailed: 'Failed to delete offer. Please try again.',
  statusFailed: 'Failed to update offer status. Please try again.',
  awaitingApproval: 'It will be visible after admin approval.',
  // An approved listing stays as it is while an edit of its substance waits for an admin (decision 034).
  editReviewed:
    'Changes to the title, description, category, pictures or a higher price are reviewed by an admin first: until then your listing stays as it is now. A lower price, the price note and the payment types apply at once.',
  editAwaitingReview:
    'Saved. Your changes will show once an admin approves them; until then the listing stays as it is.',
  editedAwaitingApproval: 'Listing updated. It will be visible after admin approval.',
} as const;

/** Far above anything the forms need, so a request cannot store an essay or a hundred images. */
export const listingLimits = {
  titleMax: 120,
  descriptionMax: 5000,
  priceNoteMax: 100,
  priceCashCentsMax: 100_000_000,
  priceCoinsMax: 1_000_000,
  imagesMax: 10,
} as const;

export const priceMessages = {
  cash: 'Enter an amount in dollars, e.g. 25 or 25.50',
  cashMax: `At most $${(listingLimits.priceCashCentsMax / 100).toLocaleString('en-US')}`,
  coins: 'Enter a whole number of Dragon Coins',
  coinsMax: `At most ${listingLimits.priceCoinsMax.toLocaleString('en-US')} Dragon Coins`,
} as const;

/** USD cents, as paid; a proposal's cash amount takes the same rule. */
export const cashCentsSchema = z
  .number({ error: priceMessages.cash })
  .int(priceMessages.cash)
  .min(1, priceMessages.cash)
  .max(listingLimits.priceCashCentsMax, priceMessages.cashMax);

/**
 * A listing's price (decision 027): USD cents and/or whole coins per a unit, and an optional note. Without either
 * amount only 'negotiable' stands; otherwise the spec's 'Price is required', on the price field.
 */
export const priceInputSchema = z
  .object(
    {
      cashCents: cashCentsSchema.optional(),
      coins: z
        .number({ error: priceMessages.coins })
        .int(priceMessages.coins)
        .min(1, priceMessages.coins)
        .max(listingLimits.priceCoinsMax, priceMessages.coinsMax)
        .optional(),
      unit: z.enum(priceUnits, { error: 'Unit must be fixed, hour, item or negotiable' }).default('fixed'),
      note: z
        .string()
        .trim()
        .max(listingLimits.priceNoteMax, `Price note must be at most ${listingLimits.priceNoteMax} characters`)
        .optional(),
    },
    { error: listingMessages.price },
  )
  .superRefine((price, ctx) => {
    if (price.cashCents === undefined && price.coins === undefined && price.unit !== 'negotiable') {
      ctx.addIssue({ code: 'custom', message: listingMessages.price });
    }
  });
export type PriceInput = z.infer<typeof priceInputSchema>;

/** A price as every listing view shows it. */
export const priceSchema = z.object({
  cashCents: z.number().int().nullable(),
  coins: z.number().int().nullable(),
  unit: z.enum(priceUnits),
  note: z.string().nullable(),
});

// Only what POST /api/uploads produced (a content-addressed file under /uploads): no outside addresses.
export const uploadedImageUrl = z
  .string({ error: listingMessages.image })
  .regex(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{64}\.[a-z0-9]+$/, listingMessages.image);

const images = z
  .array(uploadedImageUrl, { error: listingMessages.images })
  .max(listingLimits.imagesMax, `At most ${listingLimits.imagesMax} images`);

const listingFields = {
  title: z
    .string({ error: listingMessages.title })
    .trim()
    .min(1, listingMessages.title)
    .max(listingLimits.titleMax, `Title must be at most ${listingLimits.titleMax} characters`),
  category: z.enum(categoryNames, { error: listingMessages.category }),
  description: z
    .string({ error: listingMessages.description })
    .trim()
    .min(1, listingMessages.description)
    .min(limits.listingDescriptionMin, listingMessages.descriptionMin)
    .max(listingLimits.descriptionMax, `Description must be at most ${listingLimits.descriptionMax} characters`),
  price: priceInputSchema,
  paymentTypes: z
    .array(z.enum(paymentTypes, { error: 'Payment type must be cash, coins or trade' }), {
      error: listingMessages.paymentTypes,
    })
    .min(1, listingMessages.paymentTypes)
    // A type ticked twice is still one type.
    .transform((types) => [...new Set(types)]),
  images,
};

/**
 * POST /api/offers and the dashboard's create form: every one of the 22 categories, images optional. The kind
 * says whether it offers a service or asks for one.
 */
export const createListingSchema = z.object({
  kind: z.enum(offerKinds, { error: 'Kind must be service or request' }),
  ...listingFields,
  images: images.default([]),
});
export type CreateListingInput = z.infer<typeof createListingSchema>;

/** The /add-listing form: the same listing, with at least one uploaded image (the spec's rule for that form). */
export const addListingSchema = createListingSchema.extend({
  images: images.min(1, listingMessages.images),
});

/** The statuses an owner may set: pausing a live listing and putting it live again. */
export const ownerStatuses = ['active', 'paused'] as const;

/** PATCH /api/offers/:id: any of the fields, and the owner's status toggle. */
export const updateListingSchema = z
  .object({
    ...listingFields,
    status: z.enum(ownerStatuses, { error: 'You can only set a listing to active or paused' }),
  })
  .partial()
  .strict();
export type UpdateListingInput = z.infer<typeof updateListingSchema>;

export const myListingsQuerySchema = z.object({
  ...pagingQuerySchema.shape,
  status: z.enum(offerStatuses, { error: 'Unknown listing status' }).optional(),
});
export type MyListingsQuery = z.infer<typeof myListingsQuerySchema>;

// ---- An approved listing's edit awaiting review (decision 034)

const textChange = z.object({ before: z.string(), after: z.string() });

/** The reviewed fields the edit changes, each as the public has it and as the edit would make it. */
export const listingChangesSchema = z.object({
  title: textChange.optional(),
  description: textChange.optional(),
  category: textChange.optional(),
  images: z.object({ before: z.array(z.string()), after: z.array(z.string()) }).optional(),
  price: z.object({ before: priceSchema, after: priceSchema }).optional(),
});
export type ListingChanges = z.infer<typeof listingChangesSchema>;

/** The field names a diff can hold, in the order pages show them. */
export const revisedFields = ['title', 'category', 'price', 'description', 'images'] as const;
export type RevisedField = (typeof revisedFields)[number];

/** The owner's view: waiting for review, or turned down with the admin's reason (until the next edit). */
export const listingRevisionSchema = z.object({
  status: z.enum(offerRevisionStatuses),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string(),
  changes: listingChangesSchema,
});
export type ListingRevision = z.infer<typeof listingRevisionSchema>;

/** A listing as its owner sees it: every status, with the admin's reason when it was rejected. */
export const myListingSchema = z.object({
  id: z.string(),
  kind: z.enum(offerKinds),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  categorySlug: z.string(),
  price: priceSchema,
  paymentTypes: z.array(z.enum(paymentTypes)),
  images: z.array(z.string()),
  status: z.enum(offerStatuses),
  rejectionReason: z.string().nullable(),
  /** The edit of an approved listing waiting for an admin, or the last one turned down; null when none. */
  revision: listingRevisionSchema.nullable(),
  views: z.number().int(),
  /** When it leaves the marketplace unless renewed (or left it, when expired); null before it first went live. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the owner may do now, by the server's policy (offers/policy.ts). */
  can: z.object({
    edit: z.boolean(),
    pause: z.boolean(),
    resume: z.boolean(),
    renew: z.boolean(),
    delete: z.boolean(),
  }),
});
export type MyListing = z.infer<typeof myListingSchema>;

export const myListingPageSchema = z.object({
  items: z.array(myListingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
