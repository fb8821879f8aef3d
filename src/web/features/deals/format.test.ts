import { describe, expect, it } from 'vitest';
import { englishIntl as intl } from '#web/test/english.ts';
import {
  describeAutoCompletion,
  describeCancellation,
  describeRefund,
  describeStep,
} from '#web/features/deals/format.ts';

describe('describeStep', () => {
  const maya = { id: 'm', fullName: 'Maya Chen', profilePictureUrl: null };

  it('says what was done and by whom, a withdrawal and a deleted member included', () => {
    expect(describeStep({ action: 'send', actor: maya }, intl)).toBe('Sent by Maya Chen');
    expect(describeStep({ action: 'accept', actor: maya }, intl)).toBe('Accepted by Maya Chen');
    expect(describeStep({ action: 'decline', actor: maya }, intl)).toBe('Declined by Maya Chen');
    expect(describeStep({ action: 'cancel', actor: maya }, intl)).toBe('Withdrawn by Maya Chen');
    expect(describeStep({ action: 'deliver', actor: maya }, intl)).toBe('Delivered by Maya Chen');
    expect(describeStep({ action: 'complete', actor: null }, intl)).toBe('Completed by Deleted user');
    expect(describeStep({ action: 'request-cancellation', actor: maya }, intl)).toBe(
      'Cancellation asked for by Maya Chen',
    );
    expect(describeStep({ action: 'cancel-deal', actor: maya }, intl)).toBe('Cancelled by Maya Chen');
  });

  it('names no one for an expiry or an automatic completion, which the clock takes', () => {
    expect(describeStep({ action: 'expire', actor: null }, intl)).toBe('Expired without an answer');
    expect(describeStep({ action: 'auto-complete', actor: null }, intl)).toBe('Completed automatically');
  });
});

describe('describeAutoCompletion', () => {
  const sam = { id: 's', fullName: 'Sam', profilePictureUrl: null };
  const rita = { id: 'r', fullName: 'Rita', profilePictureUrl: null };
  const delivered = {
    status: 'delivered',
    autoCompletesAt: '2026-12-04T10:00:00.000Z',
    role: 'sender',
    sender: sam,
    receiver: rita,
    payerId: 's',
    cancellation: null,
  } as const;
  const can = (complete: boolean) => ({
    accept: false,
    decline: false,
    cancel: false,
    deliver: false,
    complete,
    'request-cancellation': true,
    'decline-cancellation': false,
    'agree-cancellation': false,
    'cancel-deal': false,
    counter: false,
    'open-dispute': false,
    'withdraw-dispute': false,
    review: false,
    message: true,
  });

  it('tells the payer when the deal completes by itself, and the provider who confirms it', () => {
    expect(describeAutoCompletion({ ...delivered, can: can(true) }, intl)).toBe(
      'If you do not confirm it, this deal completes by itself on December 4, 2026.',
    );
    expect(describeAutoCompletion({ ...delivered, role: 'receiver', can: can(false) }, intl)).toBe(
      'Sam confirms completion, or the deal completes by itself on December 4, 2026.',
    );
  });

  it('says nothing of a deal in any other state', () => {
    expect(
      describeAutoCompletion({ ...delivered, status: 'accepted', autoCompletesAt: null, can: can(false) }, intl),
    ).toBeNull();
  });

  it("gives no date while the payer's cancellation request waits for an answer", () => {
    const askedBySam = { requestedBy: sam, reason: 'Plans changed', requestedAt: '2026-12-02T10:00:00.000Z' };
    expect(describeAutoCompletion({ ...delivered, can: can(true), cancellation: askedBySam }, intl)).toBe(
      'The automatic completion waits until Rita answers your cancellation request.',
    );
    expect(
      describeAutoCompletion({ ...delivered, role: 'receiver', can: can(false), cancellation: askedBySam }, intl),
    ).toBe("The automatic completion waits until you answer Sam's cancellation request.");
  });

  it("keeps the date while the provider's cancellation request waits: the clock runs on", () => {
    const askedByRita = { requestedBy: rita, reason: 'Ill', requestedAt: '2026-12-02T10:00:00.000Z' };
    expect(describeAutoCompletion({ ...delivered, can: can(true), cancellation: askedByRita }, intl)).toBe(
      'If you do not confirm it, this deal completes by itself on December 4, 2026.',
    );
  });
});

describe('cancellations', () => {
  const sam = { id: 's', fullName: 'Sam', profilePictureUrl: null };
  const rita = { id: 'r', fullName: 'Rita', profilePictureUrl: null };
  const asked = { requestedBy: sam, reason: 'Moving away', requestedAt: '2026-12-02T10:00:00.000Z' };
  const deal = {
    status: 'accepted',
    role: 'sender',
    sender: sam,
    receiver: rita,
    history: [],
    cancellation: asked,
  } as const;

  it('tells the asker it waits and the other what was asked', () => {
    expect(describeCancellation(deal, intl)).toBe('You asked to cancel this deal: "Moving away". Waiting for Rita.');
    expect(describeCancellation({ ...deal, role: 'receiver' }, intl)).toBe(
      'Sam asked to cancel this deal: "Moving away".',
    );
  });

  it('says who cancelled a cancelled deal, alone or by agreement, and why', () => {
    const agreed = { ...deal, status: 'cancelled', history: [{ action: 'agree-cancellation' }] } as const;
    expect(describeCancellation(agreed, intl)).toBe('You asked to cancel this deal: "Moving away", and Rita agreed.');
    expect(describeCancellation({ ...agreed, role: 'receiver' }, intl)).toBe(
      'Sam asked to cancel this deal: "Moving away", and you agreed.',
    );
    const alone = { ...deal, status: 'cancelled', history: [{ action: 'cancel-deal' }] } as const;
    expect(describeCancellation({ ...alone, role: 'receiver' }, intl)).toBe('Sam cancelled this deal: "Moving away".');
    expect(describeCancellation(alone, intl)).toBe('You cancelled this deal: "Moving away".');
  });

  it('says nothing without a cancellation', () => {
    expect(describeCancellation({ ...deal, cancellation: null }, intl)).toBeNull();
  });

  it("sends a coins deal's held coins back to its payer", () => {
    const coins = { coinAmount: 40, payerId: 's', role: 'sender', sender: sam, receiver: rita } as const;
    expect(describeRefund(coins, intl)).toBe('The 40 Dragon Coins held for it go back to you.');
    expect(describeRefund({ ...coins, role: 'receiver' }, intl)).toBe(
      'The 40 Dragon Coins held for it go back to Sam.',
    );
    expect(describeRefund({ ...coins, coinAmount: null }, intl)).toBeNull();
  });
});
