// At most maxStreamsPerMember live event streams per member (issue 20, point 14): the next one closes the oldest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactWithEvents } from '../../platform/events/record.ts';
import type { TestContext } from '../../test/app.ts';
import { listeningApp, openEventStream } from '../../test/event-stream.ts';
import { createSignedInMember } from '../../test/session.ts';
import { createNotification } from '../notifications/service.ts';
import { maxStreamsPerMember } from './routes.ts';

let t: TestContext;
beforeAll(async () => {
  t = await listeningApp();
});
afterAll(() => t.close());

const notify = (userId: string, title: string) =>
  transactWithEvents(t.ctx, (tx) =>
    createNotification(tx, { userId, type: 'offer_received', title, message: 'Someone made an offer' }),
  );

describe('streams per member', () => {
  it('closes the oldest stream when one more is opened, leaving the others and other members alone', async () => {
    const { user, cookie } = await createSignedInMember(t.app);
    const other = await createSignedInMember(t.app);
    const othersStream = await openEventStream(t.app, other.cookie);
    await othersStream.nextId();

    const streams = [];
    for (let n = 0; n < maxStreamsPerMember; n += 1) {
      const stream = await openEventStream(t.app, cookie);
      await stream.nextId();
      streams.push(stream);
    }
    const newest = await openEventStream(t.app, cookie);
    await newest.nextId();
    const [oldest, ...kept] = streams;
    // The oldest ends (next() reads to the end of the stream), before any event is sent.
    expect(await oldest!.next()).toBeNull();

    await notify(user.id, 'Still live');
    for (const stream of [...kept, newest]) {
      expect(await stream.next()).toMatchObject({ data: { notification: { title: 'Still live' } } });
    }
    await notify(other.user.id, 'Untouched');
    expect(await othersStream.next()).toMatchObject({ data: { notification: { title: 'Untouched' } } });
    for (const stream of [...kept, newest, othersStream]) stream.close();
  });
});
