// The saved searches' rules: only its member manages a search, and keeps up to limits.savedSearchesMax of them.
import { describe, expect, it } from 'vitest';
import { limits } from '#shared/constants.ts';
import type { Member } from '../../platform/guards.ts';
import { authorizeSavedSearch, authorizeSavedSearchList } from './policy.ts';

const member = { id: 'member', role: 'user' } as Member;

describe('the saved searches policy', () => {
  it("answers another member's search as an unknown one and lets its member manage theirs", () => {
    expect(() => authorizeSavedSearch(member, { search: { userId: 'other' } }, 'manage')).toThrow(
      expect.objectContaining({ status: 404, message: 'Saved search not found' }),
    );
    expect(() => authorizeSavedSearch(member, { search: { userId: member.id } }, 'manage')).not.toThrow();
  });

  it(`allows saving while fewer than ${limits.savedSearchesMax} are kept`, () => {
    for (const kept of [0, limits.savedSearchesMax - 1]) {
      expect(() => authorizeSavedSearchList(member, { kept }, 'create'), `${kept} kept`).not.toThrow();
    }
  });

  it(`refuses saving with ${limits.savedSearchesMax} or more kept, with 409 and the cap in the message`, () => {
    for (const kept of [limits.savedSearchesMax, limits.savedSearchesMax + 1]) {
      expect(() => authorizeSavedSearchList(member, { kept }, 'create'), `${kept} kept`).toThrow(
        expect.objectContaining({
          status: 409,
          code: 'SAVED_SEARCHES_FULL',
          message: `You can keep up to ${limits.savedSearchesMax} saved searches. Delete one to save another.`,
        }),
      );
    }
  });
});
