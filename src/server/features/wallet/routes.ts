// /api/wallet: the member's wallet, buying coin packs (and the built-in test checkout), converting coins to cash,
// and withdrawals. Balances change only here and in the payment webhook, never from the client.
import type { FastifyInstance } from 'fastify';
import { walletEndpoints as endpoints } from '#shared/endpoints/wallet.ts';
import { route } from '../../platform/route.ts';
import { requestLocale } from '../../platform/texts.ts';
import { cancelTestCheckout, findTestCheckoutOrder, payTestCheckout, startCheckout } from './checkout.ts';
import { presentOrder, presentWallet, presentWithdrawal } from './present.ts';
import { convertCoins, findWallet, requestWithdrawal } from './service.ts';

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.wallet, async (request) =>
    presentWallet(await findWallet(app.ctx.db, request.member.id), requestLocale(request)),
  );

  route(app, endpoints.checkout, async ({ member, body }) => startCheckout(app.ctx, member, body));

  route(app, endpoints.testCheckoutOrder, async ({ member, params }) =>
    presentOrder(await findTestCheckoutOrder(app.ctx, member, params.orderId)),
  );

  route(app, endpoints.payTestCheckout, async ({ member, params }) => payTestCheckout(app.ctx, member, params.orderId));

  route(app, endpoints.cancelTestCheckout, async ({ member, params }) =>
    cancelTestCheckout(app.ctx, member, params.orderId),
  );

  route(app, endpoints.convert, async ({ member, body }) => convertCoins(app.ctx, member, body));

  route(app, endpoints.withdraw, async ({ member, body }) => {
    const { withdrawal, balances } = await requestWithdrawal(app.ctx, member, body);
    return { ...balances, withdrawal: presentWithdrawal(withdrawal) };
  });
}
