// Listings: the public marketplace reads, a member's own listings, the category alerts, and the admins' moderation
// (the Offers tab). A listing's proposals are described by proposals.ts.
import { z } from 'zod';
import { endpoint, idParams, noContent } from '../endpoint.ts';
import {
  adminOfferPageSchema,
  adminOfferSchema,
  adminOfferSearchQuerySchema,
  offerApprovalSchema,
  rejectOfferSchema,
  setOfferStatusSchema,
} from '../schemas/admin.ts';
import { categorySubscriptionParamsSchema, categorySubscriptionSchema } from '../schemas/category-subscriptions.ts';
import {
  createListingSchema,
  myListingPageSchema,
  myListingSchema,
  myListingsQuerySchema,
  updateListingSchema,
} from '../schemas/listings.ts';
import { listingMatchesSchema } from '../schemas/listing-matches.ts';
import {
  adminRevisionPageSchema,
  adminRevisionQuerySchema,
  rejectRevisionSchema,
  revisionDecisionSchema,
} from '../schemas/listing-revisions.ts';
import {
  categoryCountSchema,
  offerCardSchema,
  offerDetailSchema,
  offerListQuerySchema,
  offerPageSchema,
  offerSuggestionsQuerySchema,
  offerSuggestionsSchema,
} from '../schemas/offers.ts';

const listingNotFound = 'Listing not found';

const publicReads = {
  list: endpoint({
    method: 'GET',
    path: '/offers',
    tag: 'offers',
    summary: 'Live offers, searched, filtered, sorted and paged',
    access: 'visitor',
    publicRead: true,
    query: offerListQuerySchema,
    responses: { 200: offerPageSchema },
  }),
  suggestions: endpoint({
    method: 'GET',
    path: '/offers/suggestions',
    tag: 'offers',
    summary: 'Titles of live services for what the header search has typed so far',
    access: 'visitor',
    publicRead: true,
    query: offerSuggestionsQuerySchema,
    responses: { 200: offerSuggestionsSchema },
  }),
  featured: endpoint({
    method: 'GET',
    path: '/offers/featured',
    tag: 'offers',
    summary: 'The featured services of the home page',
    access: 'visitor',
    publicRead: true,
    responses: { 200: z.array(offerCardSchema) },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/offers/:id',
    tag: 'offers',
    summary: 'One listing, as its page shows it',
    access: 'visitor',
    params: idParams,
    notFound: listingNotFound,
    responses: { 200: offerDetailSchema },
  }),
  matches: endpoint({
    method: 'GET',
    path: '/offers/:id/matches',
    tag: 'offers',
    summary: "A live listing's matches: for a request the services that offer it, for a service the requests for it",
    access: 'visitor',
    params: idParams,
    notFound: listingNotFound,
    responses: { 200: listingMatchesSchema },
  }),
  categories: endpoint({
    method: 'GET',
    path: '/categories',
    tag: 'offers',
    summary: 'Every category with its live services',
    access: 'visitor',
    publicRead: true,
    responses: { 200: z.array(categoryCountSchema) },
  }),
};

const ownListings = {
  create: endpoint({
    method: 'POST',
    path: '/offers',
    tag: 'offers',
    summary: 'Post a listing or a request: pending until approved, or live at once when Auto Approve is on',
    // A listing reaches other members: only once the email is verified (403 EMAIL_NOT_VERIFIED before).
    access: 'verified',
    body: createListingSchema,
    responses: { 201: myListingSchema },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/me/offers',
    tag: 'offers',
    summary: "The member's own listings in every status, newest first",
    access: 'member',
    query: myListingsQuerySchema,
    responses: { 200: myListingPageSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/offers/:id',
    tag: 'offers',
    summary:
      "The owner edits a listing or toggles it between active and paused; an approved listing's substance waits for review",
    access: 'member',
    params: idParams,
    notFound: listingNotFound,
    body: updateListingSchema,
    responses: { 200: myListingSchema },
    // A status the owner's switch does not reach (pending, rejected, completed).
    codes: ['LISTING_STATUS_LOCKED'],
  }),
  renew: endpoint({
    method: 'POST',
    path: '/offers/:id/renew',
    tag: 'offers',
    summary: 'The owner renews a listing: its lifetime starts again, and an expired one goes back live with no review',
    access: 'member',
    params: idParams,
    notFound: listingNotFound,
    responses: { 200: myListingSchema },
    // Pending, rejected, completed or cancelled: never approved, or done with.
    codes: ['LISTING_STATUS_LOCKED'],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/offers/:id',
    tag: 'offers',
    summary: 'The owner deletes a listing',
    access: 'member',
    params: idParams,
    notFound: listingNotFound,
    responses: { 204: noContent },
  }),
};

// The path takes any slug: the service refuses one outside the 22 with a 400 naming the field (subscriptions.ts).
const categoryAlerts = {
  subscription: endpoint({
    method: 'GET',
    path: '/categories/:slug/subscription',
    tag: 'offers',
    summary: 'Is the member subscribed?',
    access: 'member',
    params: categorySubscriptionParamsSchema,
    responses: { 200: categorySubscriptionSchema },
  }),
  subscribe: endpoint({
    method: 'PUT',
    path: '/categories/:slug/subscription',
    tag: 'offers',
    summary: 'Notify the member when the category gets its first listing',
    access: 'member',
    params: categorySubscriptionParamsSchema,
    responses: { 200: categorySubscriptionSchema },
    // The category already has a live service: nothing left to wait for.
    codes: ['CATEGORY_AVAILABLE'],
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/categories/:slug/subscription',
    tag: 'offers',
    summary: 'Stop the category alert',
    access: 'member',
    params: categorySubscriptionParamsSchema,
    responses: { 200: categorySubscriptionSchema },
  }),
};

const moderation = {
  adminList: endpoint({
    method: 'GET',
    path: '/admin/offers',
    tag: 'admin',
    summary:
      'Every offer, newest first; ?q (title or description) and ?status (pending is the review queue, all or none is every status)',
    access: 'admin',
    query: adminOfferSearchQuerySchema,
    responses: { 200: adminOfferPageSchema },
  }),
  adminApprove: endpoint({
    method: 'POST',
    path: '/admin/offers/:id/approve',
    tag: 'admin',
    summary: 'Approve a pending listing: it goes live, its owner and the category subscribers are notified',
    access: 'admin',
    params: idParams,
    notFound: listingNotFound,
    responses: { 200: offerApprovalSchema },
    // Only a pending listing can be approved.
    codes: ['LISTING_NOT_PENDING'],
  }),
  adminReject: endpoint({
    method: 'POST',
    path: '/admin/offers/:id/reject',
    tag: 'admin',
    summary: 'Reject a listing with a reason; its owner is notified',
    access: 'admin',
    params: idParams,
    notFound: listingNotFound,
    body: rejectOfferSchema,
    responses: { 200: adminOfferSchema },
    // Already rejected.
    codes: ['LISTING_REJECTED'],
  }),
  adminRevisions: endpoint({
    method: 'GET',
    path: '/admin/offer-revisions',
    tag: 'admin',
    summary: 'Edits of approved listings waiting for review, oldest first, each as a diff against the public version',
    access: 'admin',
    query: adminRevisionQuerySchema,
    responses: { 200: adminRevisionPageSchema },
  }),
  adminApproveRevision: endpoint({
    method: 'POST',
    path: '/admin/offers/:id/revision/approve',
    tag: 'admin',
    summary:
      "Approve a listing's edit: it becomes the public version; the owner and favouriters of a new price are told",
    access: 'admin',
    params: idParams,
    notFound: listingNotFound,
    responses: { 200: revisionDecisionSchema },
    codes: ['NO_PENDING_EDIT'],
  }),
  adminRejectRevision: endpoint({
    method: 'POST',
    path: '/admin/offers/:id/revision/reject',
    tag: 'admin',
    summary: "Reject a listing's edit with a reason: the public version stays; the owner is told why",
    access: 'admin',
    params: idParams,
    notFound: listingNotFound,
    body: rejectRevisionSchema,
    responses: { 200: revisionDecisionSchema },
    codes: ['NO_PENDING_EDIT'],
  }),
  adminSetStatus: endpoint({
    method: 'PATCH',
    path: '/admin/offers/:id/status',
    tag: 'admin',
    summary: 'Set a listing to pending, active, rejected or completed (active publishes it)',
    access: 'admin',
    params: idParams,
    notFound: listingNotFound,
    body: setOfferStatusSchema,
    responses: { 200: adminOfferSchema },
  }),
  adminDelete: endpoint({
    method: 'DELETE',
    path: '/admin/offers/:id',
    tag: 'admin',
    summary: 'Delete any listing',
    access: 'admin',
    params: idParams,
    notFound: listingNotFound,
    responses: { 204: noContent },
  }),
};

export const offersEndpoints = { ...publicReads, ...ownListings, ...categoryAlerts, ...moderation };
