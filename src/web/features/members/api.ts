import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

// A member's public profile and their reviews, read by anyone.

export const membersKeys = {
  profile: (id: string) => ['members', 'profile', id] as const,
  reviews: (id: string) => ['members', 'reviews', id] as const,
};

/** Reviews come 25 at a time, newest first; 'Show more reviews' reads the next page. */
export const reviewPageSize = 25;

// Query options, shared by the hooks and the server render of /members/{id} (app/prefetch.ts).
export const memberProfileQuery = (id: string) =>
  queryOptions({
    queryKey: membersKeys.profile(id),
    queryFn: ({ signal }) => api.get('/members/:id', { params: { id }, signal }),
    retry: false,
  });

export const memberReviewsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: membersKeys.reviews(id),
    queryFn: ({ pageParam, signal }) =>
      api.get('/members/:id/reviews', { params: { id }, query: { page: pageParam, pageSize: reviewPageSize }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    retry: false,
  });

export function useMemberProfile(id: string) {
  return useQuery(memberProfileQuery(id));
}

export function useMemberReviews(id: string) {
  return useInfiniteQuery(memberReviewsQuery(id));
}
