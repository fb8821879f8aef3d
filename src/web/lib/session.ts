import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { Me, SessionResponse } from '#shared/schemas/accounts.ts';
import { whenPageHydrated } from '#web/components/hydrate-later.tsx';
import { api } from '#web/lib/api-client.ts';
import { clearDeviceSession, writeAuthState, writeLastActivity } from '#web/lib/device-state.ts';
import { formatAppMessage } from '#web/lib/i18n.tsx';
import { publicSettingsQueryKey } from '#web/lib/public-settings.ts';
import { toast } from '#web/lib/toast.ts';

// The signed-in member, as every part of the web app sees them. The session itself is an httpOnly cookie; this
// module keeps the cached response of GET /api/auth/session and the device-kept state in step with it. It lives in
// lib/ because the guards, the header and every feature need to know who is signed in.

export const sessionQueryKey = ['session'] as const;
export const signOutMutationKey = ['sign-out'] as const;

/** Spec section 9 (constants the shared table does not carry because only the browser uses them). */
export const sessionTimings = {
  activityHeartbeatMs: 60_000,
  sessionRefreshMs: 5 * 60_000,
  signOutWaitMs: 10_000,
  signOutRedirectMs: 100,
} as const;

/** Why a session ended, by message id; the toast says it in the language the app shows (formatAppMessage). */
export const sessionNotices = {
  inactivity: 'components.session.inactivity',
  expired: 'components.session.expired',
  otherDevice: 'components.session.otherDevice',
} as const;
export type SessionNotice = (typeof sessionNotices)[keyof typeof sessionNotices];

/** Says why the session ended, in the language the app shows: raised by timers and cache events, outside React. */
export function announceSessionEnd(notice: SessionNotice): void {
  toast.info(formatAppMessage(notice));
}

/**
 * The cached response. `signedOutHere` marks a sign-out the member asked for in this tab: guards then send them
 * home without asking them to sign in again. The next response from the server drops the mark.
 */
type CachedSession = SessionResponse & { signedOutHere?: true };

/** The session read, shared with the server render of a suspended member's page (src/web/entry-server.tsx). */
export const sessionQuery = {
  queryKey: sessionQueryKey,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<CachedSession> => {
    const session = await api.get('/auth/session', { signal });
    // A page the server rendered for a visitor it knew nothing of reads the session as not yet known until it has
    // hydrated, parts and all: hydrating keeps the server's attributes, so a part hydrated after the answer came
    // would keep the server's (a button disabled while the session loads) for good.
    await whenPageHydrated();
    return session;
  },
};

// Until the session is known a part of it reads as a visitor's, so that what reads it renders once on a visitor's
// page rather than again when the answer shows a visitor (a list of cards, on a phone's first load).
const sessionNotKnownYet: SessionResponse = { user: null };

/**
 * One part of the session (who is signed in, their currency), for parts of a page that show it: each renders again
 * only when its part changes, not whenever the session is checked. A member's part arrives with the session.
 */
export function useSessionPart<T>(select: (session: SessionResponse) => T): T {
  const { data } = useQuery({
    ...sessionQuery,
    staleTime: sessionTimings.activityHeartbeatMs,
    refetchOnWindowFocus: false,
    placeholderData: sessionNotKnownYet,
    select,
  });
  // A first read that failed leaves no data: read as a visitor until the next check answers.
  return data === undefined ? select(sessionNotKnownYet) : data;
}

export function useSession() {
  const query = useQuery({
    ...sessionQuery,
    // The periodic check notices a session ended elsewhere; focus is handled by SessionWatch, which first
    // checks for inactivity so a returning idle visitor is signed out instead of refreshed.
    staleTime: sessionTimings.activityHeartbeatMs,
    refetchInterval: sessionTimings.sessionRefreshMs,
    refetchOnWindowFocus: false,
  });
  return { ...query, user: query.data?.user ?? null, signedOutHere: query.data?.signedOutHere ?? false };
}

export function readSessionUser(queryClient: QueryClient): Me | null {
  return queryClient.getQueryData<SessionResponse>(sessionQueryKey)?.user ?? null;
}

/** After sign-in or sign-up: the server's response becomes the session. */
export function rememberSignedIn(queryClient: QueryClient, user: Me): void {
  // A session check started before signing in would land afterwards and undo it.
  void queryClient.cancelQueries({ queryKey: sessionQueryKey });
  const wasSignedIn = readSessionUser(queryClient)?.id === user.id;
  queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user });
  writeAuthState({ userId: user.id, email: user.email });
  if (wasSignedIn) return;
  writeLastActivity(Date.now());
  rereadAsMember(queryClient);
}

// What was cached for a visitor (lists, listing pages) may read differently for a member: their own `can` flags,
// their own unpublished listing.
function rereadAsMember(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

/**
 * A server-rendered page arrives with what a visitor reads (src/web/entry-server.tsx). When the first session read
 * shows a member, those reads are asked again as them.
 */
export function rereadServerRenderForMember(queryClient: QueryClient): void {
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== sessionQueryKey[0]) return;
    const session = event.query.state.data as CachedSession | undefined;
    if (!session) return;
    stop();
    if (session.user) rereadAsMember(queryClient);
  });
}

/** Updates the cached member after a change that does not touch the session itself (profile, picture). */
export function updateSessionUser(queryClient: QueryClient, user: Me): void {
  queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user });
}

// Queries whose response is the same for everyone; every other cached response may hold a member's data.
const sharedQueryRoots: unknown[] = [sessionQueryKey[0], publicSettingsQueryKey[0]];

/** Signed out (here, in another tab or by force): nothing of the member stays cached on this device. */
export function forgetSession(queryClient: QueryClient, { onPurpose = false } = {}): void {
  void queryClient.cancelQueries({ queryKey: sessionQueryKey });
  queryClient.setQueryData<CachedSession>(
    sessionQueryKey,
    onPurpose ? { user: null, signedOutHere: true } : { user: null },
  );
  queryClient.removeQueries({ predicate: (query) => !sharedQueryRoots.includes(query.queryKey[0]) });
  clearDeviceSession();
}

/** Forced sign-out (spec section 4): ends the server session if it still exists, forgets it here, says why. */
export function endSession(queryClient: QueryClient, notice: SessionNotice): void {
  if (!readSessionUser(queryClient)) return;
  // The response does not matter: an already ended session (401/404) is the outcome we want anyway.
  api.post('/auth/sign-out').catch((error: unknown) => console.warn('Sign-out after session end failed', error));
  forgetSession(queryClient);
  announceSessionEnd(notice);
}
