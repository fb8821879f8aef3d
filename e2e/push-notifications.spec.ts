import { expect, test } from '@playwright/test';
import { startTestPushService, type TestPushService } from '../src/server/test/push-service.ts';
import { chromiumArgs, findFullChromium } from './chromium.ts';
import { newMember, signUpThroughApi } from './fixtures/accounts.ts';

// Issue 34: a member turns push on in Settings and a message reaches the phone as a notification. Chromium's own
// push service is Google's, out of reach here: the page's PushManager hands out a subscription to a push service
// on 127.0.0.1 instead (src/server/test/push-service.ts), which decrypts what the server sends; the test then hands
// that to the service worker as Chromium would (DevTools' ServiceWorker.deliverPushMessage).
test.use({ serviceWorkers: 'allow', launchOptions: { executablePath: findFullChromium(), args: chromiumArgs } });

let pushService: TestPushService;
test.beforeAll(async () => {
  pushService = await startTestPushService();
});
test.afterAll(() => pushService.close());

type ShownNotification = { title: string; body: string; data: { id: string; type: string; related?: string } };

test('a member turns push on for this device, and a message arrives as a notification that opens the chat', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const subscription = pushService.subscribe();
  await context.grantPermissions(['notifications']);
  await context.addInitScript(
    ({ endpoint, keys }) => {
      // A browser keeps its subscription across page loads: so does this one, for the tab.
      const flag = 'test-push-subscribed';
      type TabStorage = {
        getItem: (k: string) => string | null;
        setItem: (k: string, v: string) => void;
        removeItem: (k: string) => void;
      };
      const tab = (globalThis as unknown as { sessionStorage: TabStorage }).sessionStorage;
      const held = {
        endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          tab.removeItem(flag);
          return true;
        },
      };
      const manager = (globalThis as unknown as { PushManager: { prototype: Record<string, unknown> } }).PushManager;
      manager.prototype.subscribe = async () => {
        tab.setItem(flag, 'yes');
        return held;
      };
      manager.prototype.getSubscription = async () => (tab.getItem(flag) ? held : null);
    },
    { endpoint: subscription.endpoint, keys: subscription.keys },
  );
  await signUpThroughApi(page.request, newMember({ fullName: 'Rosa Push' }));
  const senderContext = await browser.newContext();
  await signUpThroughApi(senderContext.request, newMember({ fullName: 'Omar Sender' }));

  await page.goto('/dashboard/settings');
  const push = page.getByRole('region', { name: 'Push Notifications' });
  await push.getByRole('button', { name: 'Turn on for this device' }).click();
  const devices = push.getByRole('list', { name: 'Devices with push notifications' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByText('This device')).toBeVisible();
  await expect(devices.getByText('Not used yet')).toBeVisible();

  const receiverId = ((await (await page.request.get('/api/me')).json()) as { id: string }).id;
  const started = await senderContext.request.post('/api/conversations', { data: { participantId: receiverId } });
  expect(started.ok(), await started.text()).toBe(true);
  const { id: conversationId } = (await started.json()) as { id: string };
  const sent = await senderContext.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { content: 'Can you come on Saturday?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The server's job runner takes it within its poll.
  await expect.poll(() => pushService.received.length, { timeout: 20_000 }).toBe(1);
  const [received] = pushService.received;
  const payload = subscription.decrypt(received?.body ?? Buffer.alloc(0));
  expect(JSON.parse(payload)).toMatchObject({ type: 'message_received', relatedId: conversationId });

  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${baseURL}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: `${baseURL}`,
    registrationId: await registered,
    data: payload,
  });
  const shown = async () =>
    (await page.evaluate(
      'navigator.serviceWorker.ready.then((r) => r.getNotifications()).then((list) => list.map((n) => ({ title: n.title, body: n.body, data: n.data })))',
    )) as ShownNotification[];
  await expect.poll(async () => (await shown()).length).toBe(1);
  const [notification] = await shown();
  expect(notification?.title).toContain('Omar Sender');
  expect(notification?.data).toMatchObject({ type: 'message_received', related: conversationId });

  // Tapping it opens /notifications/open with its data (the service worker's notificationclick).
  const query = new URLSearchParams(notification?.data as Record<string, string>);
  await page.goto(`/notifications/open?${query}`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/messages\\?conversation=${conversationId}$`));
  await expect(
    page.getByRole('log', { name: 'Messages with Omar Sender' }).getByText('Can you come on Saturday?'),
  ).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/notifications')).json()) as { unreadCount: number }).unreadCount,
    )
    .toBe(0);

  await page.goto('/dashboard/settings');
  await expect(devices.getByText(/Last used/)).toBeVisible();
  await push.getByRole('button', { name: 'Turn off push for this device' }).click();
  await expect(push.getByText('No device has push notifications on.')).toBeVisible();
  await senderContext.close();
});
