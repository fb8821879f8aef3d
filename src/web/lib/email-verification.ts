// Email verification in the web: the server's rule (shared/email-verification.ts) refuses a member who has not yet
// followed the emailed link; every feature that can meet that refusal offers a new link through this hook.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailNotVerifiedCode } from '#shared/email-verification.ts';
import { api, ApiError } from '#web/lib/api-client.ts';
import { sessionQueryKey } from '#web/lib/session.ts';

/** Whether a failed call was refused because the member's email is not verified yet. */
export function isEmailNotVerified(error: unknown): boolean {
  return error instanceof ApiError && error.code === emailNotVerifiedCode;
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: () => api.post('/auth/verify-email/resend') });
}

/** The /verify-email page: posts the emailed token; the session then shows the member verified. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post('/auth/verify-email', { body: { token } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
