import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ChangePasswordInput,
  DeleteAccountInput,
  passwordResetSchema,
  SignInInput,
  SignUpInput,
  UpdateProfileInput,
} from '#shared/schemas/accounts.ts';
import type { NotificationPreferences } from '#shared/schemas/notification-preferences.ts';
import { describeBrowser } from '#shared/browser-name.ts';
import { paths } from '#web/app/paths.ts';
import { ApiError, api } from '#web/lib/api-client.ts';
import { readDeviceCurrency } from '#web/lib/preferences.ts';
import {
  forgetSession,
  rememberSignedIn,
  sessionTimings,
  signOutMutationKey,
  updateSessionUser,
} from '#web/lib/session.ts';
import { findBrowserSubscription, subscribeBrowser } from '#web/lib/push-subscription.ts';
import { readThemePreference } from '#web/lib/theme.ts';
import { readPageLocale } from '#web/lib/i18n.tsx';
import { accountSessionsQueryKey, pushDevicesQueryKey } from './query-keys.ts';
import { notificationPreferencesQueryKey } from '#web/lib/notification-query-keys.ts';

// The account calls. The session query itself (useSession), the public settings and image uploads are read far
// beyond this feature, so they live in lib/ (session.ts, public-settings.ts, uploads.ts).

export type ResetPasswordInput = z.output<typeof passwordResetSchema>;

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api.post('/auth/sign-in', { body: input }),
    onSuccess: ({ user }) => rememberSignedIn(queryClient, user),
  });
}

/** The server signs the new member in with the same response; the device's theme, currency and language go with it. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      api.post('/auth/sign-up', {
        body: {
          ...input,
          theme: readThemePreference(),
          currency: readDeviceCurrency() ?? undefined,
          language: readPageLocale(),
        },
      }),
    onSuccess: ({ user }) => rememberSignedIn(queryClient, user),
  });
}

// Spec section 4: the server's 401, 403 and 404 responses to sign-out mean there is no session to end.
const finishedSignOutStatuses = new Set([401, 403, 404]);

/** Ends the server session only; the caller decides when to forget it locally and where to go (forgetSession). */
export function useSignOut() {
  return useMutation({
    mutationKey: signOutMutationKey,
    mutationFn: async () => {
      try {
        await api.post('/auth/sign-out');
      } catch (error) {
        if (error instanceof ApiError && finishedSignOutStatuses.has(error.status)) return;
        throw error;
      }
    },
  });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Signing out here, from the header's menu or the settings' sessions (spec section 4): wait up to 10 s for the
 * server, then go home after 100 ms whether it worked or not. Forgetting the session "on purpose" tells the guard of
 * the page being left to send the member home without the sign-in dialog.
 */
export function useSignOutAndLeave() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const ended = signOut.mutateAsync().catch((error: unknown) => console.warn('Sign-out failed', error));
    await Promise.race([ended, wait(sessionTimings.signOutWaitMs)]);
    forgetSession(queryClient, { onPurpose: true });
    await wait(sessionTimings.signOutRedirectMs);
    await navigate(paths.home());
  };
}

/** The server always responds with success, whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.post('/auth/password-reset', { body: { email } }),
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api.post('/auth/password-reset/confirm', { body: input }),
    // A reset signs out every session of that account, perhaps this browser's: re-read who is signed in here now,
    // and treat a lost session as ended on purpose (it was, on this device), not as a sign-out elsewhere.
    onSuccess: async () => {
      const session = await api.get('/auth/session');
      if (session.user) updateSessionUser(queryClient, session.user);
      else forgetSession(queryClient, { onPurpose: true });
    },
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.patch('/me', { body: input }),
    onSuccess: (user) => updateSessionUser(queryClient, user),
  });
}

/** The server signs out the member's other sessions; this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post('/me/password', { body: input }),
  });
}

/** The member's signed-in devices, the current one marked. */
export function useAccountSessions() {
  return useQuery({
    queryKey: accountSessionsQueryKey,
    queryFn: ({ signal }) => api.get('/me/sessions', { signal }),
    select: (answer) => answer.items,
  });
}

/** Signs out one of the member's other devices; this device signs out through useSignOut. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api.delete('/me/sessions/:id', { params: { id: sessionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/me/sessions/revoke-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}

/** The caller forgets the session on purpose and leaves once it succeeds; the server has cleared the cookie. */
export function useDeleteAccount() {
  return useMutation({
    // Under the sign-out key: the session check this tab may make meanwhile finds nobody, and that is not news.
    mutationKey: signOutMutationKey,
    mutationFn: (input: DeleteAccountInput) => api.delete('/me', { body: input }),
  });
}

/** The member's devices with push notifications on, and which of them (if any) is this browser. */
export function usePushDevices() {
  return useQuery({
    queryKey: pushDevicesQueryKey,
    queryFn: async ({ signal }) => {
      const [devices, here] = await Promise.all([api.get('/me/push-devices', { signal }), findBrowserSubscription()]);
      return devices.map((device) => ({ ...device, current: device.endpoint === here?.endpoint }));
    },
  });
}

/** Turns push on in this browser: permission, a subscription to the server's key, and the device kept for it. */
export function useTurnPushOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await api.get('/push/key');
      const { endpoint = '', keys } = await subscribeBrowser(publicKey);
      return api.post('/me/push-devices', {
        body: {
          endpoint,
          keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
          name: describeBrowser(navigator.userAgent),
        },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDevicesQueryKey }),
  });
}

/** Turns push off for one device; for this browser, its subscription ends too. */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (device: { id: string; current: boolean }) => {
      await api.delete('/me/push-devices/:id', { params: { id: device.id } });
      if (device.current) await (await findBrowserSubscription())?.unsubscribe();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDevicesQueryKey }),
  });
}

/** Settings → Notifications: the member's channels per kind, quiet hours and time zone. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesQueryKey,
    queryFn: ({ signal }) => api.get('/me/notification-preferences', { signal }),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) => api.put('/me/notification-preferences', { body }),
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryKey, saved),
  });
}
