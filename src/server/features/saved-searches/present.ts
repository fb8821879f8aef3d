// What leaves the server of a saved search: its filters as saved, and the list they open.
import { type SavedSearch, savedSearchPath } from '#shared/schemas/saved-searches.ts';
import type { savedSearches } from '../../db/schema/index.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    path: savedSearchPath(row.filters),
    alertInApp: row.alertInApp,
    alertEmail: row.alertEmail,
    createdAt: row.createdAt.toISOString(),
  };
}
