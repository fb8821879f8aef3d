// Saved searches: a list's filters kept under a name, with the alerts the member chose for new matches.
import type { z } from 'zod';
import type { offerFiltersSchema } from './offers.ts';

/** What a saved search keeps: the list's filters as the server parsed them, without the page. */
export type SavedSearchFilters = z.infer<typeof offerFiltersSchema>;
