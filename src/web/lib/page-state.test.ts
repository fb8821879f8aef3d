import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askedByTheBrowser, restorePageState, savePageState } from './page-state.ts';
import { createQueryClient } from './query-client.ts';

const renderedAt = Date.UTC(2026, 10, 30, 12, 0, 0);
const listKey = ['offers', 'list', { page: 1 }];
const listingKey = ['offers', 'detail', 'l1'];

// What a server render hands over: a list, and a listing whose read counts a view. Rendered a minute before the
// visit, as a cached page is.
function renderPageState() {
  const server = createQueryClient();
  vi.setSystemTime(renderedAt);
  server.setQueryData(listKey, { items: [] });
  server.getQueryCache().build(server, { queryKey: listingKey, meta: askedByTheBrowser });
  server.setQueryData(listingKey, { id: 'l1', views: 3 });
  return savePageState(server);
}

// Whether a page's hook, mounting on the restored read, asks the server again.
function asksOnMount(client: ReturnType<typeof createQueryClient>, queryKey: unknown[]): boolean {
  const fetch = vi.fn(async () => ({}));
  const observer = new QueryObserver(client, { queryKey, queryFn: fetch });
  const stop = observer.subscribe(() => undefined);
  stop();
  return fetch.mock.calls.length > 0;
}

// The browser's cache, restored a minute after the render.
function restoreAMinuteLater() {
  vi.useFakeTimers();
  const state = renderPageState();
  vi.setSystemTime(renderedAt + 60_000);
  const browser = createQueryClient();
  restorePageState(browser, state);
  return browser;
}

describe('restorePageState', () => {
  afterEach(() => vi.useRealTimers());

  it('takes the reads a page arrived with as fresh, so the page does not ask for them again', () => {
    const browser = restoreAMinuteLater();
    expect(browser.getQueryData(listKey)).toEqual({ items: [] });
    expect(asksOnMount(browser, listKey)).toBe(false);
  });

  it('asks again for a read that records the visit, while showing what the page brought', () => {
    const browser = restoreAMinuteLater();
    expect(browser.getQueryData(listingKey)).toEqual({ id: 'l1', views: 3 });
    expect(asksOnMount(browser, listingKey)).toBe(true);
  });
});
