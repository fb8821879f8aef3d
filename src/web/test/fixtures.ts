// Records as the server presents them, for the web tests' network answers: each builder returns the shared schema's
// type, so a field the contract adds or changes breaks the build here rather than passing unnoticed.
import type { Me } from '#shared/schemas/accounts.ts';
import type { AdminDisputeCase, DisputeView } from '#shared/schemas/disputes.ts';
import type { MyListing } from '#shared/schemas/listings.ts';
import type { Notification, NotificationList } from '#shared/schemas/notifications.ts';
import type { OfferCard, OfferDetail, OfferPage } from '#shared/schemas/offers.ts';
import type { ProposalParty, ProposalView } from '#shared/schemas/proposals.ts';
import type { WalletSummary } from '#shared/schemas/wallet.ts';

const createdAt = '2026-03-02T10:00:00.000Z';

export const ids = {
  member: '0b7c9a52-6a8e-4c52-9d0e-5d0f3d1e0a01',
  other: '0b7c9a52-6a8e-4c52-9d0e-5d0f3d1e0a02',
  listing: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e01',
  proposal: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f01',
  dispute: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a01',
} as const;

export function aMember(overrides: Partial<Me> = {}): Me {
  return {
    id: ids.member,
    email: 'maya@example.com',
    fullName: 'Maya Chen',
    profilePictureUrl: null,
    bio: null,
    phone: null,
    role: 'user',
    status: 'active',
    suspensionReason: null,
    cashBalanceCents: 0,
    dragonCoins: 0,
    theme: 'light',
    currency: 'USD',
    language: 'en',
    emailVerified: true,
    createdAt,
    ...overrides,
  };
}

export const me: NonNullable<ProposalParty> = { id: ids.member, fullName: 'Maya Chen', profilePictureUrl: null };
export const sam: NonNullable<ProposalParty> = { id: ids.other, fullName: 'Sam Lee', profilePictureUrl: null };

const noMoves: ProposalView['can'] = {
  accept: false,
  decline: false,
  cancel: false,
  deliver: false,
  complete: false,
  'request-cancellation': false,
  'decline-cancellation': false,
  'agree-cancellation': false,
  'cancel-deal': false,
  counter: false,
  'open-dispute': false,
  'withdraw-dispute': false,
  review: false,
  message: false,
};

/** A proposal Maya (the viewer) sent on Sam's dog-walking service: 20 DC and $15, waiting for Sam. */
export function aProposal(overrides: Partial<ProposalView> = {}, can: Partial<ProposalView['can']> = {}): ProposalView {
  return {
    id: ids.proposal,
    status: 'pending',
    role: 'sender',
    listing: { id: ids.listing, title: 'Dog walking', category: 'Pet Services', image: null, kind: 'service' },
    paymentMethods: ['cash', 'coins'],
    currency: 'mixed',
    cashAmountCents: 1500,
    offerAmount: null,
    coinAmount: 20,
    tradeDescription: null,
    message: null,
    contact: { name: 'Maya Chen', email: 'maya@example.com', phone: null },
    sender: me,
    receiver: sam,
    payerId: ids.member,
    version: 1,
    turn: 'receiver',
    versions: [
      {
        number: 1,
        author: me,
        paymentMethods: ['cash', 'coins'],
        cashAmountCents: 1500,
        offerAmount: null,
        coinAmount: 20,
        tradeDescription: null,
        note: null,
        changed: [],
        at: createdAt,
      },
    ],
    dispute: null,
    can: { ...noMoves, ...can },
    myReview: null,
    history: [{ action: 'send', status: 'pending', actor: me, note: null, at: createdAt }],
    cancellation: null,
    autoCompletesAt: null,
    completedAt: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

/** An open dispute Maya opened against Sam; Sam may still give a statement. */
export function aDispute(overrides: Partial<DisputeView> = {}): DisputeView {
  return {
    id: ids.dispute,
    status: 'open',
    reason: 'not delivered',
    openedBy: me,
    respondent: sam,
    respondBy: '2026-03-09T10:00:00.000Z',
    openedAt: createdAt,
    outcome: null,
    providerCoins: null,
    payerCoins: null,
    resolutionNote: null,
    closedAt: null,
    entries: [
      {
        id: '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b01',
        kind: 'statement',
        author: me,
        byAdmin: false,
        addressedTo: null,
        body: 'The dog was never walked.',
        images: [],
        at: createdAt,
      },
    ],
    can: { addEntry: false, withdraw: false },
    ...overrides,
  };
}

/** The admin's view of a dispute on a 50 DC deal Sam (payer) made with Maya (provider). */
export function aDisputeCase(overrides: Partial<AdminDisputeCase> = {}): AdminDisputeCase {
  return {
    dispute: aDispute({ openedBy: sam, respondent: me }),
    deal: {
      id: ids.proposal,
      status: 'accepted',
      listingTitle: 'Dog walking',
      paymentMethods: ['coins'],
      cashAmountCents: null,
      offerAmount: null,
      coinAmount: 50,
      tradeDescription: null,
      version: 1,
      sender: sam,
      receiver: me,
      payer: sam,
      provider: me,
      heldCoins: 50,
      providerDebtCoins: 0,
      history: [],
      completedAt: null,
      createdAt,
    },
    conversation: [],
    awaitingStatement: false,
    can: { resolve: true, ask: true, split: true },
    ...overrides,
  };
}

export function anOfferCard(overrides: Partial<OfferCard> = {}): OfferCard {
  return {
    id: ids.listing,
    kind: 'service',
    title: 'Dog walking',
    description: 'Two walks a day around the park.',
    category: 'Pet Services',
    categorySlug: 'pet-services',
    price: { cashCents: 1500, coins: null, unit: 'hour', note: null },
    paymentTypes: ['cash', 'coins'],
    image: null,
    rating: null,
    reviewCount: 0,
    provider: { id: ids.other, fullName: 'Sam Lee', profilePictureUrl: null },
    createdAt,
    ...overrides,
  };
}

export function anOffer(overrides: Partial<OfferDetail> = {}): OfferDetail {
  const { provider, ...card } = anOfferCard();
  return {
    ...card,
    images: [],
    views: 3,
    status: 'active',
    provider: { ...provider, memberSince: createdAt },
    ownEdit: null,
    can: { propose: true, message: true, favourite: true, edit: false },
    ...overrides,
  };
}

export function anOfferPage(items: OfferCard[], overrides: Partial<OfferPage> = {}): OfferPage {
  return { items, total: items.length, totalCapped: false, page: 1, pageSize: 25, ...overrides };
}

export function aMyListing(overrides: Partial<MyListing> = {}): MyListing {
  return {
    id: ids.listing,
    kind: 'service',
    title: 'Dog walking',
    description: 'Two walks a day around the park.',
    category: 'Pet Services',
    categorySlug: 'pet-services',
    price: { cashCents: 1500, coins: null, unit: 'hour', note: null },
    paymentTypes: ['cash'],
    images: [],
    status: 'pending',
    rejectionReason: null,
    revision: null,
    views: 0,
    createdAt,
    updatedAt: createdAt,
    expiresAt: null,
    can: { edit: true, pause: false, resume: false, renew: false, delete: true },
    ...overrides,
  };
}

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c01',
    type: 'offer_received',
    title: 'New proposal',
    message: 'Sam Lee sent a proposal on Dog walking',
    isRead: false,
    relatedId: ids.proposal,
    createdAt,
    ...overrides,
  };
}

export function aNotificationList(items: Notification[]): NotificationList {
  return { items, unreadCount: items.filter((item) => !item.isRead).length };
}

export function aWallet(overrides: Partial<WalletSummary> = {}): WalletSummary {
  return {
    cashBalanceCents: 0,
    dragonCoins: 0,
    heldCoins: 0,
    convertibleCoins: 0,
    clearingCoins: 0,
    debtCoins: 0,
    holds: [],
    clearings: [],
    rates: {
      packs: [
        { coins: 100, priceCents: 1000 },
        { coins: 500, priceCents: 4500 },
        { coins: 1000, priceCents: 8000 },
      ],
      conversionCentsPer100Coins: 800,
      conversions: [
        { coins: 100, cashCents: 800 },
        { coins: 500, cashCents: 4000 },
      ],
    },
    subscription: null,
    orders: [],
    transactions: [],
    withdrawals: [],
    ...overrides,
  };
}
