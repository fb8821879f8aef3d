// A currency rates feed on 127.0.0.1 for tests (decision 058), in place of the public one: it answers what the test
// last told it to, in the shape of ExchangeRate-API's open access feed, and counts the requests.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TestRatesFeed = {
  url: string;
  /** How many times the feed was read. */
  requests: () => number;
  /** From now on the feed answers these rates as of `at` (ms), with USD as its base. */
  serve: (rates: Record<string, number>, at: number) => void;
  /** From now on the feed answers this status and raw body (a feed that is down, or answers nonsense). */
  answer: (status: number, body: string) => void;
  close: () => Promise<void>;
};

export async function startTestRatesFeed(): Promise<TestRatesFeed> {
  let requests = 0;
  let reply = { status: 503, body: '' };
  const server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v6/latest/USD`,
    requests: () => requests,
    serve: (rates, at) => {
      const body = {
        result: 'success',
        provider: 'https://www.exchangerate-api.com',
        time_last_update_unix: Math.floor(at / 1000),
        time_next_update_unix: Math.floor(at / 1000) + 24 * 60 * 60,
        base_code: 'USD',
        rates: { USD: 1, ...rates },
      };
      reply = { status: 200, body: JSON.stringify(body) };
    },
    answer: (status, body) => {
      reply = { status, body };
    },
    close: async () => {
      server.close();
      await once(server, 'close');
    },
  };
}
