// The display currencies' rates (decision 058): read by every page that converts figures, pinned by admins.
import { endpoint } from '../endpoint.ts';
import {
  adminCurrencyRateSchema,
  adminCurrencyRatesSchema,
  currencyParamsSchema,
  displayRatesSchema,
  pinCurrencyRateSchema,
} from '../schemas/currencies.ts';

const currencyNotFound = 'Currency not found';

export const currenciesEndpoints = {
  rates: endpoint({
    method: 'GET',
    path: '/currencies/rates',
    tag: 'settings',
    summary: 'The rates against USD that figures are converted with, and those too old to be more than approximate',
    access: 'visitor',
    allowDuringMaintenance: true,
    allowSuspended: true,
    responses: { 200: displayRatesSchema },
  }),
  adminRates: endpoint({
    method: 'GET',
    path: '/admin/currencies',
    tag: 'admin',
    summary: 'Every display currency with its rate, where the rate came from and any pin',
    access: 'admin',
    responses: { 200: adminCurrencyRatesSchema },
  }),
  pin: endpoint({
    method: 'PUT',
    path: '/admin/currencies/:code/pin',
    tag: 'admin',
    summary: 'Pin a currency’s rate: the feed no longer replaces it until it is unpinned',
    access: 'admin',
    params: currencyParamsSchema,
    notFound: currencyNotFound,
    body: pinCurrencyRateSchema,
    responses: { 200: adminCurrencyRateSchema },
  }),
  unpin: endpoint({
    method: 'DELETE',
    path: '/admin/currencies/:code/pin',
    tag: 'admin',
    summary: 'Unpin a currency’s rate: it takes the latest rate of the feed again',
    access: 'admin',
    params: currencyParamsSchema,
    notFound: currencyNotFound,
    responses: { 200: adminCurrencyRateSchema },
  }),
};
