import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me, SessionResponse } from '#shared/schemas/accounts.ts';
import { ApiError } from './api-client.ts';
import { publicSettingsQueryKey } from './public-settings.ts';
import { createQueryClient } from './query-client.ts';
import { expectHydration, hydrateInParts } from '#web/components/hydrate-later.tsx';
import {
  endSession,
  forgetSession,
  readSessionUser,
  rememberSignedIn,
  sessionNotices,
  sessionQuery,
  sessionQueryKey,
} from './session.ts';
import { startLocale } from './i18n.tsx';

const queryClient = createQueryClient();

const member: Me = {
  id: 'u1',
  email: 'member@example.com',
  fullName: 'Member One',
  profilePictureUrl: null,
  bio: null,
  phone: null,
  role: 'user',
  status: 'active',
  suspensionReason: null,
  cashBalanceCents: 0,
  dragonCoins: 0,
  theme: 'light',
  currency: 'USD',
  language: 'en',
  emailVerified: true,
  createdAt: '2025-07-05T00:00:00.000Z',
};

// Responds to the sign-out call of a forced sign-out; what it returns does not matter.
const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));

// A forced sign-out says why in the language the app shows, as the browser's app has it once started.
beforeAll(async () => {
  await startLocale('en');
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the cached session', () => {
  it('forgetting it drops the member data but keeps what every visitor sees', () => {
    rememberSignedIn(queryClient, member);
    queryClient.setQueryData(['wallet'], { cash: 1 });
    queryClient.setQueryData(publicSettingsQueryKey, { maintenanceMode: false, supportEmail: 'a@b.c' });

    forgetSession(queryClient);

    expect(readSessionUser(queryClient)).toBeNull();
    expect(queryClient.getQueryData(['wallet'])).toBeUndefined();
    expect(queryClient.getQueryData(publicSettingsQueryKey)).toBeDefined();
  });

  it('a forced sign-out ends the server session once, and only when someone is signed in', () => {
    endSession(queryClient, sessionNotices.expired);
    expect(fetchMock).not.toHaveBeenCalled();

    rememberSignedIn(queryClient, member);
    endSession(queryClient, sessionNotices.expired);
    endSession(queryClient, sessionNotices.expired);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]).toEqual(['/api/auth/sign-out', expect.anything()]);
    expect(readSessionUser(queryClient)).toBeNull();
  });
});

describe('the query client', () => {
  it('treats UNAUTHORIZED while signed in as a forced sign-out', async () => {
    rememberSignedIn(queryClient, member);
    const unauthorized = new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Please sign in' });
    await expect(
      queryClient.fetchQuery({
        queryKey: ['wallet'],
        queryFn: () => Promise.reject(unauthorized),
      }),
    ).rejects.toBe(unauthorized);
    expect(queryClient.getQueryData<SessionResponse>(sessionQueryKey)?.user).toBeNull();
  });

  it('asks for the session and settings again when the account is suspended', async () => {
    rememberSignedIn(queryClient, member);
    const suspended = new ApiError({ status: 403, code: 'ACCOUNT_SUSPENDED', message: 'Spam' });
    await expect(
      queryClient.fetchQuery({ queryKey: ['offers'], queryFn: () => Promise.reject(suspended) }),
    ).rejects.toBe(suspended);
    expect(queryClient.getQueryState(sessionQueryKey)?.isInvalidated).toBe(true);
    expect(readSessionUser(queryClient)).toEqual(member);
  });

  it("a server-rendered page takes the session's answer only once it has hydrated, as its HTML showed none", async () => {
    fetchMock.mockImplementationOnce(async () => Response.json({ user: member } satisfies SessionResponse));
    expectHydration();
    const read = queryClient.fetchQuery(sessionQuery);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queryClient.getQueryData(sessionQueryKey)).toBeUndefined();

    hydrateInParts(() => undefined);
    await expect(read).resolves.toEqual({ user: member });
    expect(readSessionUser(queryClient)).toEqual(member);
  });
});
