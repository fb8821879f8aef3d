import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notificationsEndpoints } from '#shared/endpoints/notifications.ts';
import { walletEndpoints } from '#shared/endpoints/wallet.ts';
import type { WalletBalances } from '#shared/schemas/wallet.ts';
import { api } from '#web/lib/api-client.ts';
import { dropConnection, fail, on, startNetwork, stopNetwork } from './network.ts';

const requestId = '0b7c9a52-6a8e-4c52-9d0e-5d0f3d1e0a09';
const balances: WalletBalances = { cashBalanceCents: 800, dragonCoins: 500 };

// The stub's own promises: a test that breaks the contract fails even when the page shows the failure.
describe('the web tests’ network stub', () => {
  beforeEach(() => startNetwork());
  afterEach(() => {
    // Whatever a test left is dropped; each test checks stopNetwork itself.
    try {
      stopNetwork();
    } catch {
      // Checked by the test.
    }
  });

  it('answers through the api client and records what was sent', async () => {
    const convert = on(walletEndpoints.convert).reply(() => balances);

    await expect(api.post('/wallet/convert', { body: { coins: 100, acceptTerms: true, requestId } })).resolves.toEqual(
      balances,
    );
    expect(convert.requests).toHaveLength(1);
    expect(convert.requests[0]?.body).toEqual({ coins: 100, acceptTerms: true, requestId });
    expect(() => stopNetwork()).not.toThrow();
  });

  it('fills in the path’s parameters', async () => {
    const id = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c01';
    const remove = on(notificationsEndpoints.delete).reply(() => ({ unreadCount: 0 }));

    await api.delete('/notifications/:id', { params: { id } });

    expect(remove.requests[0]?.params).toEqual({ id });
  });

  it('answers a failure as the error envelope, with the table’s status', async () => {
    on(walletEndpoints.withdraw).reply(() => fail('INSUFFICIENT_BALANCE', 'Insufficient balance'));

    await expect(
      api.post('/wallet/withdrawals', { body: { amountCents: 2500, acceptTerms: true, requestId } }),
    ).rejects.toMatchObject({ status: 400, code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
  });

  it('drops the connection as a network failure', async () => {
    on(walletEndpoints.convert).reply(() => dropConnection());

    await expect(
      api.post('/wallet/convert', { body: { coins: 100, acceptTerms: true, requestId } }),
    ).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('fails the test on a body the endpoint’s schema refuses', async () => {
    on(walletEndpoints.convert).reply(() => balances);

    // A page that sent this would be refused by the server.
    await api.post('/wallet/convert', { body: { coins: 100, acceptTerms: true, requestId: 'not-a-uuid' } });

    expect(() => stopNetwork()).toThrow(/POST \/wallet\/convert was sent a body its schema refuses: requestId/);
  });

  it('fails the test on an answer the response schema refuses', async () => {
    on(walletEndpoints.convert).reply(() => ({ ...balances, dragonCoins: 1.5 }));

    await api.post('/wallet/convert', { body: { coins: 100, acceptTerms: true, requestId } });

    expect(() => stopNetwork()).toThrow(/answered a shape its schema refuses: dragonCoins/);
  });

  it('fails the test on a failure the endpoint does not declare', async () => {
    on(walletEndpoints.convert).reply(() => fail('INSUFFICIENT_BALANCE', 'Insufficient balance'));
    on(walletEndpoints.withdraw).reply(() => fail('LINK_EXPIRED', 'Gone'));

    await api.post('/wallet/convert', { body: { coins: 100, acceptTerms: true, requestId } }).catch(() => null);
    await api
      .post('/wallet/withdrawals', { body: { amountCents: 2500, acceptTerms: true, requestId } })
      .catch(() => null);

    expect(() => stopNetwork()).toThrow(/does not declare the failure INSUFFICIENT_BALANCE[\s\S]*the status 410/);
  });

  it('fails the test on a call no handler answers', async () => {
    await expect(api.get('/wallet')).rejects.toMatchObject({ status: 501 });

    expect(() => stopNetwork()).toThrow('No handler answers GET /api/wallet');
  });

  it('fails the test when a handler throws', async () => {
    on(walletEndpoints.convert).reply(() => {
      throw new Error('no balances yet');
    });

    await expect(
      api.post('/wallet/convert', { body: { coins: 100, acceptTerms: true, requestId } }),
    ).rejects.toMatchObject({ code: 'NETWORK' });

    expect(() => stopNetwork()).toThrow('The handler of POST /wallet/convert threw: Error: no balances yet');
  });

  it('lets the latest handler of an endpoint answer', async () => {
    on(walletEndpoints.convert).reply(() => balances);
    on(walletEndpoints.convert).reply(() => ({ cashBalanceCents: 0, dragonCoins: 0 }));

    await expect(api.post('/wallet/convert', { body: { coins: 100, acceptTerms: true, requestId } })).resolves.toEqual({
      cashBalanceCents: 0,
      dragonCoins: 0,
    });
  });
});
