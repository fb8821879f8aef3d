import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategorySubscription } from '#shared/schemas/category-subscriptions.ts';
import { type OfferListParams, offerListPath } from '#shared/offer-list-path.ts';
import type { CategoryCount, OfferCard, OfferDetail, OfferPage } from '#shared/schemas/offers.ts';
import { untypedApi } from '#web/lib/api-client.ts';

// The public marketplace reads. Lists keep the previous page on screen while the next one loads, so paging and
// filtering never flash an empty grid.

export const marketplaceKeys = {
  offers: (filters: OfferListParams) => ['offers', 'list', filters] as const,
  featured: ['offers', 'featured'] as const,
  offer: (id: string) => ['offers', 'detail', id] as const,
  categories: ['categories'] as const,
};

export function useOffers(filters: OfferListParams) {
  return useQuery({
    queryKey: marketplaceKeys.offers(filters),
    queryFn: ({ signal }) => untypedApi.get<OfferPage>(offerListPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFeaturedOffers() {
  return useQuery({
    queryKey: marketplaceKeys.featured,
    queryFn: ({ signal }) => untypedApi.get<OfferCard[]>('/offers/featured', { signal }),
  });
}

export function useOffer(id: string) {
  return useQuery({
    queryKey: marketplaceKeys.offer(id),
    queryFn: ({ signal }) => untypedApi.get<OfferDetail>(`/offers/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: marketplaceKeys.categories,
    queryFn: ({ signal }) => untypedApi.get<CategoryCount[]>('/categories', { signal }),
  });
}

// "Get Notified When Available": a member's alert for a category's first approved listing. Keyed by slug alone:
// the session module drops member responses on sign-out and refetches everything on sign-in.
const categorySubscriptionKey = (slug: string) => ['category-subscription', slug] as const;
const categorySubscriptionPath = (slug: string) => `/categories/${encodeURIComponent(slug)}/subscription`;

/** For members only: a visitor has no subscription to ask about. */
export function useCategorySubscription(slug: string) {
  return useQuery({
    queryKey: categorySubscriptionKey(slug),
    queryFn: ({ signal }) => untypedApi.get<CategorySubscription>(categorySubscriptionPath(slug), { signal }),
  });
}

export function useSubscribeToCategory(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => untypedApi.put<CategorySubscription>(categorySubscriptionPath(slug)),
    onSuccess: (answer) => queryClient.setQueryData(categorySubscriptionKey(slug), answer),
  });
}

export function useUnsubscribeFromCategory(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => untypedApi.delete<CategorySubscription>(categorySubscriptionPath(slug)),
    onSuccess: (answer) => queryClient.setQueryData(categorySubscriptionKey(slug), answer),
  });
}
