import { describe, expect, it } from 'vitest';
import { findNotificationTarget } from './notification-target.ts';

describe('findNotificationTarget', () => {
  it('opens the proposal of an offer notification, or My Offers without one', () => {
    expect(findNotificationTarget({ type: 'offer_accepted', relatedId: 'p1' })).toBe('/proposals/p1');
    expect(findNotificationTarget({ type: 'offer_received', relatedId: null })).toBe('/dashboard/my-offers');
  });

  it('opens the conversation of a message notification, or the messages page without one', () => {
    expect(findNotificationTarget({ type: 'message_received', relatedId: 'c1' })).toBe(
      '/dashboard/messages?conversation=c1',
    );
    expect(findNotificationTarget({ type: 'message_received', relatedId: null })).toBe('/dashboard/messages');
  });

  it('opens My Offers list for listing decisions and the listing for a category alert', () => {
    expect(findNotificationTarget({ type: 'listing_rejected', relatedId: 'l1' })).toBe('/dashboard/offers');
    expect(findNotificationTarget({ type: 'category_available', relatedId: 'l1' })).toBe('/listing/l1');
  });

  it('goes nowhere for other types', () => {
    expect(findNotificationTarget({ type: 'deal_completed', relatedId: 'x' })).toBeNull();
    expect(findNotificationTarget({ type: 'something_new', relatedId: null })).toBeNull();
  });
});
