import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateFeedbackInput } from '#shared/schemas/feedback.ts';
import { api } from '#web/lib/api-client.ts';

// The member's feedback: every response lives under the 'feedback' root, so a new entry rereads every history page.
export const feedbackKeys = {
  all: ['feedback'] as const,
  history: (page: number) => ['feedback', 'history', page] as const,
};

/** One page of the member's own feedback, newest first, at the server's default page size. */
export function useFeedbackHistory(page: number) {
  return useQuery({
    queryKey: feedbackKeys.history(page),
    queryFn: ({ signal }) => api.get('/feedback', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFeedbackInput) => api.post('/feedback', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
