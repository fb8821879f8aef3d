import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

// A member's public profile and their reviews, read by anyone.

export const membersKeys = {
  profile: (id: string) => ['members', 'profile', id] as const,
  reviews: (id: string) => ['members', 'reviews', id] as const,
};

/** Reviews come 25 at a time, newest first; 'Show more reviews' reads the next page. */
export const reviewPageSize = 25;

export function useMemberProfile(id: string) {
  return useQuery({
    queryKey: membersKeys.profile(id),
    queryFn: ({ signal }) => api.get('/members/:id', { params: { id }, signal }),
    retry: false,
  });
}

export function useMemberReviews(id: string) {
  return useInfiniteQuery({
    queryKey: membersKeys.reviews(id),
    queryFn: ({ pageParam, signal }) =>
      api.get('/members/:id/reviews', { params: { id }, query: { page: pageParam, pageSize: reviewPageSize }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    retry: false,
  });
}
