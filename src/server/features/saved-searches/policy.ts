// Who may do what with a saved search (platform/policy.ts): only its member sees or changes it, and keeps up to
// limits.savedSearchesMax of them. Another member's search answers 404, as an unknown one does, so ids tell nothing
// about who saved what.
import { limits } from '#shared/constants.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { definePolicy } from '../../platform/policy.ts';

export type SavedSearchFacts = { search: { userId: string } };

/** How many searches the member keeps now, counted under their lock so two saves at once count one after the other. */
export type SavedSearchListFacts = { kept: number };

export const savedSearchNotFound = () => notFound('Saved search not found');

const policy = definePolicy<'manage', SavedSearchFacts>({
  manage: [{ holds: (actor, { search }) => actor.id === search.userId, refusal: savedSearchNotFound }],
});

const listPolicy = definePolicy<'create', SavedSearchListFacts>({
  create: [
    {
      holds: (_actor, { kept }) => kept < limits.savedSearchesMax,
      refusal: () =>
        conflict(
          'SAVED_SEARCHES_FULL',
          `You can keep up to ${limits.savedSearchesMax} saved searches. Delete one to save another.`,
        ),
    },
  ],
});

export const authorizeSavedSearch = policy.authorize;
export const authorizeSavedSearchList = listPolicy.authorize;
