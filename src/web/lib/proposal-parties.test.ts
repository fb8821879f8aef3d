import { describe, expect, it } from 'vitest';
import { findOtherParty, findViewer, nameParty } from '#web/lib/proposal-parties.ts';
import { englishIntl as intl } from '#web/test/english.ts';

describe('findOtherParty', () => {
  const sender = { id: 's', fullName: 'Sam', profilePictureUrl: null };
  const receiver = { id: 'r', fullName: 'Rita', profilePictureUrl: null };

  it('is the receiver for the sender and the sender for the receiver', () => {
    expect(findOtherParty({ role: 'sender', sender, receiver })).toBe(receiver);
    expect(findOtherParty({ role: 'receiver', sender, receiver })).toBe(sender);
  });

  it("finds the viewer's own side", () => {
    expect(findViewer({ role: 'sender', sender, receiver })).toBe(sender);
    expect(findViewer({ role: 'receiver', sender, receiver })).toBe(receiver);
  });

  it('names a deleted member', () => {
    expect(nameParty(null, intl)).toBe('Deleted user');
    expect(nameParty(sender, intl)).toBe('Sam');
  });
});
