import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategorySubscription } from '#shared/schemas/category-subscriptions.ts';
import type { CategoryCount, OfferCard, OfferDetail, OfferListQuery, OfferPage } from '#shared/schemas/offers.ts';
import { api } from '#web/lib/api-client.ts';

// The public marketplace reads. Lists keep the previous page on screen while the next one loads, so paging and
// filtering never flash an empty grid.

// The category travels as the slug the page holds; the server checks it against the 22.
export type OfferFilters = Partial<Omit<OfferListQuery, 'category'>> & { category?: string | undefined };

function toSearch(filters: OfferFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const marketplaceKeys = {
  offers: (filters: OfferFilters) => ['offers', 'list', filters] as const,
  featured: ['offers', 'featured'] as const,
  offer: (id: string) => ['offers', 'detail', id] as const,
  categories: ['categories'] as const,
};

export function useOffers(filters: OfferFilters) {
  return useQuery({
    queryKey: marketplaceKeys.offers(filters),
    queryFn: ({ signal }) => api.get<OfferPage>(`/offers${toSearch(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFeaturedOffers() {
  return useQuery({
    queryKey: marketplaceKeys.featured,
    queryFn: ({ signal }) => api.get<OfferCard[]>('/offers/featured', { signal }),
  });
}

export function useOffer(id: string) {
  return useQuery({
    queryKey: marketplaceKeys.offer(id),
    queryFn: ({ signal }) => api.get<OfferDetail>(`/offers/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: marketplaceKeys.categories,
    queryFn: ({ signal }) => api.get<CategoryCount[]>('/categories', { signal }),
  });
}

// "Get Notified When Available": a member's alert for a category's first approved listing. Keyed by slug alone:
// the session module drops member answers on sign-out and refetches everything on sign-in.
const categorySubscriptionKey = (slug: string) => ['category-subscription', slug] as const;
const categorySubscriptionPath = (slug: string) => `/categories/${encodeURIComponent(slug)}/subscription`;

/** For members only: a visitor has no subscription to ask about. */
export function useCategorySubscription(slug: string) {
  return useQuery({
    queryKey: categorySubscriptionKey(slug),
    queryFn: ({ signal }) => api.get<CategorySubscription>(categorySubscriptionPath(slug), { signal }),
  });
}

export function useSubscribeToCategory(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<CategorySubscription>(categorySubscriptionPath(slug)),
    onSuccess: (answer) => queryClient.setQueryData(categorySubscriptionKey(slug), answer),
  });
}

export function useUnsubscribeFromCategory(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<CategorySubscription>(categorySubscriptionPath(slug)),
    onSuccess: (answer) => queryClient.setQueryData(categorySubscriptionKey(slug), answer),
  });
}
