import { useEffect } from 'react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { timings } from '#shared/constants.ts';
import type { SessionResponse } from '#shared/schemas/accounts.ts';
import {
  authStateKey,
  readAuthState,
  readLastActivity,
  writeAuthState,
  writeLastActivity,
} from '#web/lib/device-state.ts';
import {
  announceSessionEnd,
  endSession,
  forgetSession,
  readSessionUser,
  sessionNotices,
  sessionQueryKey,
  sessionTimings,
  signOutMutationKey,
  useSession,
} from '#web/lib/session.ts';
import { useLiveEvents } from '#web/lib/live-events.ts';

// Keeps the session honest while the app is open (spec section 4, forced sign-out):
// - inactivity: the last activity time is kept on the device; past the limit the member is signed out;
// - activity pings the session (at most once a heartbeat), which also extends the server's sliding expiry;
// - a session that was signed in and comes back empty (periodic check, focus, reload) was ended elsewhere;
// - other tabs of this browser follow a sign-in or sign-out through the storage event;
// - a session.revoked event (a password changed or reset elsewhere) has every tab check its session at once.

const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

function isInactive(): boolean {
  const last = readLastActivity();
  return last !== null && Date.now() - last > timings.inactivityLimitMs;
}

function refreshSession(queryClient: QueryClient): void {
  // Joins a check already under way instead of cancelling it.
  void queryClient.refetchQueries({ queryKey: sessionQueryKey }, { cancelRefetch: false });
}

/** Runs while someone is signed in; returns the cleanup. */
function watchActivity(queryClient: QueryClient): () => void {
  // In memory too, so pointer movement does not read storage on every event.
  let lastRecorded = 0;

  function signOutIfInactive(): boolean {
    if (!isInactive()) return false;
    endSession(queryClient, sessionNotices.inactivity);
    return true;
  }

  function recordActivity() {
    const now = Date.now();
    if (now - lastRecorded < sessionTimings.activityHeartbeatMs) return;
    lastRecorded = now;
    const stored = readLastActivity();
    // Another tab may have recorded activity a moment ago; the device-wide heartbeat then already pinged.
    if (stored !== null && now - stored < sessionTimings.activityHeartbeatMs) return;
    // A computer waking after a long sleep must not have its first keypress revive an expired session.
    if (signOutIfInactive()) return;
    writeLastActivity(now);
    refreshSession(queryClient);
  }

  function checkOnReturn() {
    if (document.visibilityState !== 'visible') return;
    if (!signOutIfInactive()) refreshSession(queryClient);
  }

  if (readLastActivity() === null) writeLastActivity(Date.now());
  else signOutIfInactive();

  const timer = setInterval(signOutIfInactive, sessionTimings.activityHeartbeatMs);
  for (const name of activityEvents) window.addEventListener(name, recordActivity, { passive: true });
  window.addEventListener('focus', checkOnReturn);
  document.addEventListener('visibilitychange', checkOnReturn);
  return () => {
    clearInterval(timer);
    for (const name of activityEvents) window.removeEventListener(name, recordActivity);
    window.removeEventListener('focus', checkOnReturn);
    document.removeEventListener('visibilitychange', checkOnReturn);
  };
}

/** Notices a fetched session of "nobody" after the app believed someone was signed in. */
function watchSessionAnswers(queryClient: QueryClient): () => void {
  // undefined until the first response: then the device-kept auth state says whether a session was expected.
  let knownUserId: string | null | undefined = queryClient.getQueryData<SessionResponse>(sessionQueryKey)
    ? (readSessionUser(queryClient)?.id ?? null)
    : undefined;

  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== sessionQueryKey[0]) return;
    const userId = (event.query.state.data as SessionResponse | undefined)?.user?.id ?? null;
    const expected = knownUserId === undefined ? readAuthState() !== null : knownUserId !== null;
    knownUserId = userId;
    // Written by this app (sign-in, sign-out, forced sign-out), or still signed in: nothing to announce.
    if (event.action.manual || userId || !expected) return;
    // Our own sign-out is under way; its response is not news.
    if (queryClient.isMutating({ mutationKey: signOutMutationKey }) > 0) return;
    const notice = isInactive() ? sessionNotices.inactivity : sessionNotices.otherDevice;
    forgetSession(queryClient);
    announceSessionEnd(notice);
  });
}

function followOtherTabs(queryClient: QueryClient): () => void {
  function onStorage(event: StorageEvent) {
    // key is null when the whole storage was cleared.
    if (event.key !== authStateKey && event.key !== null) return;
    const stored = readAuthState();
    const current = readSessionUser(queryClient);
    // The other tab already ended the server session and said why; this one just follows.
    if (!stored && current) forgetSession(queryClient);
    else if (stored && stored.userId !== current?.id) refreshSession(queryClient);
  }
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function SessionWatch() {
  const queryClient = useQueryClient();
  // Observing the session here keeps its periodic check running on every page.
  const { user } = useSession();
  const userId = user?.id ?? null;
  const email = user?.email ?? null;

  useEffect(() => watchSessionAnswers(queryClient), [queryClient]);
  useEffect(() => followOtherTabs(queryClient), [queryClient]);
  // A session found on arrival (a reload, a sign-in in another tab) is remembered like one made here.
  useEffect(() => {
    if (userId && email) writeAuthState({ userId, email });
  }, [userId, email]);
  useEffect(() => (userId ? watchActivity(queryClient) : undefined), [queryClient, userId]);
  useLiveEvents(['session.revoked'], () => refreshSession(queryClient));

  return null;
}
