import { type InfiniteData, InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEarlierMessages, rereadHistory, writeHistoryThrough } from '#web/features/messaging/history-refresh.ts';

type Page = { items: string[]; hasMore: boolean };

const queryKey = ['messaging', 'history', 'c1'];
const pageSize = 2;
let stop = () => {};

afterEach(() => stop());

/** A history of 4 messages served 2 a page; each response waits until `settle`, and is read from the server then. */
async function openHistory() {
  const server = { messages: ['m1', 'm2', 'm3', 'm4'], asked: [] as string[] };
  const waiting: Array<() => void> = [];
  const answer = (before: string | undefined): Page => {
    const end = before ? server.messages.indexOf(before) : server.messages.length;
    return { items: server.messages.slice(Math.max(0, end - pageSize), end), hasMore: end > pageSize };
  };
  const queryClient = new QueryClient();
  const observer = new InfiniteQueryObserver(queryClient, {
    queryKey,
    queryFn: ({ pageParam }: { pageParam: string | undefined }) => {
      server.asked.push(pageParam ?? 'newest');
      return new Promise<Page>((resolve) => waiting.push(() => resolve(answer(pageParam))));
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: Page) => (page.hasMore ? page.items[0] : undefined),
    retry: false,
  });
  stop = observer.subscribe(() => {});
  const settle = async () => {
    for (let round = 0; round < 10; round += 1) {
      while (waiting.length > 0) waiting.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  await settle();
  const shown = () =>
    (queryClient.getQueryData<InfiniteData<Page>>(queryKey)?.pages ?? []).toReversed().flatMap((page) => page.items);
  return { server, queryClient, observer, settle, shown };
}

describe('a history fetched from two sides', () => {
  it('rereads after the earlier page on its way instead of cancelling it', async () => {
    const { server, queryClient, observer, settle, shown } = await openHistory();
    expect(shown()).toEqual(['m3', 'm4']);

    const loading = observer.fetchNextPage();
    const reread = rereadHistory(queryClient, queryKey);
    await settle();
    await Promise.all([loading, reread]);

    expect(shown()).toEqual(['m1', 'm2', 'm3', 'm4']);
    // The first page, then the earlier one, then both again.
    expect(server.asked).toEqual(['newest', 'm3', 'newest', 'm3']);
  });

  it('rereads once for a burst of news that arrives while a page is on its way', async () => {
    const { server, queryClient, observer, settle, shown } = await openHistory();

    const loading = observer.fetchNextPage();
    const rereads = Array.from({ length: 5 }, () => rereadHistory(queryClient, queryKey));
    await settle();
    await Promise.all([loading, ...rereads]);

    expect(shown()).toEqual(['m1', 'm2', 'm3', 'm4']);
    // One reread of both pages, not five.
    expect(server.asked).toEqual(['newest', 'm3', 'newest', 'm3']);
  });

  it("keeps the member's own message written while an earlier page was on its way", async () => {
    const { queryClient, observer, settle, shown } = await openHistory();

    const loading = observer.fetchNextPage();
    // The sent message goes into the newest page; the page on its way was asked for before it.
    const sent = writeHistoryThrough(queryClient, queryKey, () =>
      queryClient.setQueryData<InfiniteData<Page>>(queryKey, (data) => {
        const [newest, ...older] = data?.pages ?? [];
        if (!data || !newest || newest.items.includes('m5')) return data;
        return { ...data, pages: [{ ...newest, items: [...newest.items, 'm5'] }, ...older] };
      }),
    );
    expect(shown().at(-1)).toBe('m5');
    await settle();
    await Promise.all([loading, sent]);

    expect(shown()).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('rereads again after an earlier page that cancelled a reread', async () => {
    const { server, queryClient, observer, settle, shown } = await openHistory();
    server.messages.push('m5');

    void queryClient.invalidateQueries({ queryKey });
    const loading = loadEarlierMessages(queryClient, queryKey, () => observer.fetchNextPage());
    await settle();
    await loading;

    // The reread's new message shows, and so do two pages.
    expect(shown().at(-1)).toBe('m5');
    expect(queryClient.getQueryData<InfiniteData<Page>>(queryKey)?.pages).toHaveLength(2);
  });

  it('loads an earlier page at once when nothing else is fetched', async () => {
    const { server, queryClient, observer, settle, shown } = await openHistory();

    const loading = loadEarlierMessages(queryClient, queryKey, () => observer.fetchNextPage());
    await settle();
    await loading;

    expect(shown()).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(server.asked).toEqual(['newest', 'm3']);
  });
});
