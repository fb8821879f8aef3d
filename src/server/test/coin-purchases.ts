// Dragon Coins bought as a member buys them with test payments on: the checkout started, then paid on the test
// checkout page. The pay response's redirect names what was charged.
import type { FastifyInstance } from 'fastify';

export async function buyCoins(app: FastifyInstance, cookie: string, coins: number) {
  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const started = await post('/api/wallet/checkout', { coins, acceptTerms: true });
  if (started.statusCode !== 200) throw new Error(`the checkout answered ${started.statusCode}: ${started.body}`);
  const orderId = String(started.json().url).split('/').at(-1);
  const paid = await post(`/api/wallet/test-checkout/${orderId}/pay`);
  return { orderId: orderId!, paid };
}
