import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CategoryCount, OfferCard, OfferDetail, OfferListQuery } from '#shared/schemas/offers.ts';
import type { Page } from '#shared/api.ts';
import { api } from '#web/lib/api-client.ts';

// The public marketplace reads. Lists keep the previous page on screen while the next one loads, so paging and
// filtering never flash an empty grid.

export type OfferFilters = Partial<OfferListQuery>;

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
    queryFn: ({ signal }) => api.get<Page<OfferCard>>(`/offers${toSearch(filters)}`, { signal }),
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
