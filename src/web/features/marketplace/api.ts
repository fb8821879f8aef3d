import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categorySlugs } from '#shared/categories.ts';
import { type OfferListParams, offerListQuery } from '#shared/offer-list-path.ts';
import { api } from '#web/lib/api-client.ts';
import { askedByTheBrowser } from '#web/lib/page-state.ts';

// The public marketplace reads. Lists keep the previous page on screen while the next one loads, so paging and
// filtering never flash an empty grid.

export const marketplaceKeys = {
  offers: (filters: OfferListParams) => ['offers', 'list', filters] as const,
  featured: ['offers', 'featured'] as const,
  offer: (id: string) => ['offers', 'detail', id] as const,
  matches: (id: string) => ['offers', 'matches', id] as const,
  categories: ['categories'] as const,
};

// The lists pass only slugs of their own categories, each one of the 22 the server accepts.
const knownSlug = (slug: string | undefined) => categorySlugs.find((known) => known === slug);

// The reads a page starts from are query options, shared by the page's hook and by the server render that reads
// them first (app/prefetch.ts). Plain objects: TanStack's queryOptions() is a chunk of its own in the first load.
type Signal = { signal: AbortSignal };
export const offersQuery = (filters: OfferListParams) => ({
  queryKey: marketplaceKeys.offers(filters),
  // In the order of the URL the page's HTML preloads (offerListQuery), so the browser hands that response over.
  queryFn: ({ signal }: Signal) =>
    api.get('/offers', { query: { ...offerListQuery(filters), category: knownSlug(filters.category) }, signal }),
});

export function useOffers(filters: OfferListParams) {
  return useQuery({ ...offersQuery(filters), placeholderData: keepPreviousData });
}

export const featuredOffersQuery = {
  queryKey: marketplaceKeys.featured,
  queryFn: ({ signal }: Signal) => api.get('/offers/featured', { signal }),
};

export function useFeaturedOffers() {
  return useQuery(featuredOffersQuery);
}

export const offerQuery = (id: string) => ({
  queryKey: marketplaceKeys.offer(id),
  queryFn: ({ signal }: Signal) => api.get('/offers/:id', { params: { id }, signal }),
  retry: false,
  // The browser's read counts the visitor's view.
  meta: askedByTheBrowser,
});

export function useOffer(id: string) {
  return useQuery(offerQuery(id));
}

/** The listing's matches on the other side; asked for once the listing is on screen, so it never holds it up. */
export function useListingMatches(id: string) {
  return useQuery({
    queryKey: marketplaceKeys.matches(id),
    queryFn: ({ signal }) => api.get('/offers/:id/matches', { params: { id }, signal }),
    retry: false,
  });
}

export const categoriesQuery = {
  queryKey: marketplaceKeys.categories,
  queryFn: ({ signal }: Signal) => api.get('/categories', { signal }),
};

export function useCategories() {
  return useQuery(categoriesQuery);
}

// "Get Notified When Available": a member's alert for a category's first approved listing. Keyed by slug alone:
// the session module drops member responses on sign-out and refetches everything on sign-in.
const categorySubscriptionKey = (slug: string) => ['category-subscription', slug] as const;

/** For members only: a visitor has no subscription to ask about. */
export function useCategorySubscription(slug: string) {
  return useQuery({
    queryKey: categorySubscriptionKey(slug),
    queryFn: ({ signal }) => api.get('/categories/:slug/subscription', { params: { slug }, signal }),
  });
}

export function useSubscribeToCategory(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put('/categories/:slug/subscription', { params: { slug } }),
    onSuccess: (answer) => queryClient.setQueryData(categorySubscriptionKey(slug), answer),
  });
}

export function useUnsubscribeFromCategory(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/categories/:slug/subscription', { params: { slug } }),
    onSuccess: (answer) => queryClient.setQueryData(categorySubscriptionKey(slug), answer),
  });
}
