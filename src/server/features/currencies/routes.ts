// The display currencies' rates: every visitor's read, and the admin's list and pins (decision 058).
import type { FastifyInstance } from 'fastify';
import { currenciesEndpoints as endpoints } from '#shared/endpoints/currencies.ts';
import { route } from '../../platform/route.ts';
import { presentCurrencyRate, presentCurrencyRates } from './present.ts';
import { findCurrencyRates, pinCurrencyRate, readDisplayRates, unpinCurrencyRate } from './service.ts';

export async function currencyRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.rates, async () => readDisplayRates(app.ctx));

  route(app, endpoints.adminRates, async () => presentCurrencyRates(await findCurrencyRates(app.ctx)));

  route(app, endpoints.pin, async ({ member, params, body }) =>
    presentCurrencyRate(await pinCurrencyRate(app.ctx, member, params.code, body)),
  );

  route(app, endpoints.unpin, async ({ member, params }) =>
    presentCurrencyRate(await unpinCurrencyRate(app.ctx, member, params.code)),
  );
}
