import { useMutation } from '@tanstack/react-query';
import type { SupportRequestInput } from '#shared/schemas/support.ts';
import { api } from '#web/lib/api-client.ts';

/** Stores the request for the support team; the response is the new request's id. */
export function useSubmitSupportRequest() {
  return useMutation({
    mutationFn: (input: SupportRequestInput) => api.post('/support-requests', { body: input }),
  });
}
