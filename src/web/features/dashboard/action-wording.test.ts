import { describe, expect, it } from 'vitest';
import { type ActionItem, actionKinds } from '#shared/schemas/dashboard-actions.ts';
import { englishIntl as intl } from '#web/test/english.ts';
import { describeAction } from './action-wording.ts';

const item = (overrides: Partial<ActionItem>): ActionItem => ({
  kind: 'answer-version',
  targetId: 'p1',
  title: 'Garden design',
  counterpart: 'Paul Payer',
  note: null,
  since: '2026-11-29T08:00:00.000Z',
  ...overrides,
});

describe('describeAction', () => {
  it.each([
    ['answer-version', 'Paul Payer is waiting for your answer', 'Answer the proposal'],
    ['confirm-delivery', 'Paul Payer marked this deal as delivered', 'Confirm delivery'],
    ['answer-cancellation', 'Paul Payer asked to cancel this deal', 'Answer the cancellation'],
    ['give-statement', 'Paul Payer opened a dispute on this deal', 'Give your statement'],
    ['answer-question', 'An admin asked you about this dispute', 'Answer the question'],
  ] as const)('words %s and leads to the deal', (kind, summary, action) => {
    expect(describeAction(item({ kind }), intl)).toEqual({ summary, action, to: '/proposals/p1' });
  });

  it('leads a rejected listing to My Offers with the reason', () => {
    expect(describeAction(item({ kind: 'edit-listing', counterpart: null, note: 'Blurry photos' }), intl)).toEqual({
      summary: 'Rejected: Blurry photos',
      action: 'Edit it in My Offers',
      to: '/dashboard/offers',
    });
    expect(describeAction(item({ kind: 'edit-listing', counterpart: null }), intl).summary).toBe(
      'Rejected by an admin',
    );
  });

  it('names a departed member as the other member', () => {
    expect(describeAction(item({ counterpart: null }), intl).summary).toBe(
      'The other member is waiting for your answer',
    );
  });

  it('words every kind', () => {
    for (const kind of actionKinds) expect(describeAction(item({ kind }), intl).action).not.toBe('');
  });
});
