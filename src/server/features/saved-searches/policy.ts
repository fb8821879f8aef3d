// Who may do what with a saved search (platform/policy.ts): only its member sees or changes it. Another member's
// search answers 404, as an unknown one does, so ids tell nothing about who saved what.
import { notFound } from '../../platform/errors.ts';
import { definePolicy } from '../../platform/policy.ts';

export type SavedSearchFacts = { search: { userId: string } };

export const savedSearchNotFound = () => notFound('Saved search not found');

const policy = definePolicy<'manage', SavedSearchFacts>({
  manage: [{ holds: (actor, { search }) => actor.id === search.userId, refusal: savedSearchNotFound }],
});

export const authorizeSavedSearch = policy.authorize;
