import { describe, expect, it } from 'vitest';
import { notificationTypes } from '#shared/constants.ts';
import { findNotificationTarget } from './notification-target.ts';

describe('findNotificationTarget', () => {
  it('opens the proposal of an offer notification, or My Offers without one', () => {
    expect(findNotificationTarget({ type: 'offer_accepted', relatedId: 'p1' })).toBe('/proposals/p1');
    expect(findNotificationTarget({ type: 'offer_declined', relatedId: 'p1' })).toBe('/proposals/p1');
    expect(findNotificationTarget({ type: 'proposal_expired', relatedId: 'p1' })).toBe('/proposals/p1');
    expect(findNotificationTarget({ type: 'offer_received', relatedId: null })).toBe('/dashboard/my-offers');
  });

  it('opens the delivered deal of a delivery or a reminder, or My Offers without one', () => {
    expect(findNotificationTarget({ type: 'deal_delivered', relatedId: 'd1' })).toBe('/proposals/d1');
    expect(findNotificationTarget({ type: 'completion_reminder', relatedId: 'd1' })).toBe('/proposals/d1');
    expect(findNotificationTarget({ type: 'deal_delivered', relatedId: null })).toBe('/dashboard/my-offers');
  });

  it('opens the deal of a completion or a review, or Completed Offers without one', () => {
    expect(findNotificationTarget({ type: 'deal_completed', relatedId: 'd1' })).toBe('/proposals/d1');
    expect(findNotificationTarget({ type: 'review_received', relatedId: 'd1' })).toBe('/proposals/d1');
    expect(findNotificationTarget({ type: 'deal_completed', relatedId: null })).toBe('/completed-offers');
  });

  it('opens the conversation of a message notification, or the messages page without one', () => {
    expect(findNotificationTarget({ type: 'message_received', relatedId: 'c1' })).toBe(
      '/dashboard/messages?conversation=c1',
    );
    expect(findNotificationTarget({ type: 'message_received', relatedId: null })).toBe('/dashboard/messages');
  });

  it('opens the approved listing, My Offers for a rejection, and the listing of a category alert', () => {
    expect(findNotificationTarget({ type: 'listing_approved', relatedId: 'l1' })).toBe('/listing/l1');
    expect(findNotificationTarget({ type: 'listing_approved', relatedId: null })).toBe('/dashboard/offers');
    expect(findNotificationTarget({ type: 'listing_rejected', relatedId: 'l1' })).toBe('/dashboard/offers');
    expect(findNotificationTarget({ type: 'category_available', relatedId: 'l1' })).toBe('/listing/l1');
  });

  it('opens the wallet for a payment or a withdrawal decision', () => {
    expect(findNotificationTarget({ type: 'payment_received', relatedId: 'o1' })).toBe('/dashboard/wallet');
    expect(findNotificationTarget({ type: 'withdrawal_updated', relatedId: 'w1' })).toBe('/dashboard/wallet');
  });

  it('leads somewhere for every type the server sends, with or without its subject', () => {
    for (const type of notificationTypes) {
      expect(findNotificationTarget({ type, relatedId: 'x1' }), type).toMatch(/^\//);
      expect(findNotificationTarget({ type, relatedId: null }), type).toMatch(/^\//);
    }
  });

  it('goes nowhere for a type this build does not know', () => {
    expect(findNotificationTarget({ type: 'something_new', relatedId: null })).toBeNull();
    expect(findNotificationTarget({ type: 'toString', relatedId: null })).toBeNull();
  });
});
