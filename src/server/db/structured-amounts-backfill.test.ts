// Migration 0021 parses the free-text prices and proposal amounts written before prices were structured: rows as
// the old code left them (text only, the new columns at their defaults), then its UPDATE statements run as the
// migration runs them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/app.ts';
import { createOffer, createProposal } from '../test/factories.ts';
import { migrationsFolder } from './client.ts';
import { offers, proposals } from './schema/index.ts';

describe('the structured amounts backfill', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  async function runBackfill() {
    const migration = await readFile(path.join(migrationsFolder, '0021_structured_amounts.sql'), 'utf8');
    const updates = migration.split('--> statement-breakpoint').filter((s) => /^\s*UPDATE/m.test(s));
    expect(updates).toHaveLength(5);
    for (const statement of updates) await database.db.execute(sql.raw(statement));
  }

  const legacyPrice = (price: string, paymentTypes: ('cash' | 'coins' | 'trade')[] = ['cash', 'coins']) =>
    createOffer(database.db, { price, paymentTypes, priceCashCents: null, priceCoins: null, priceUnit: 'fixed' });

  it('gives plain prices their figures and unit, and keeps the rest as a negotiable note', async () => {
    const cases = [
      ['$50', { priceCashCents: 5000, priceCoins: null, priceUnit: 'fixed', price: '' }],
      ['$25/hour', { priceCashCents: 2500, priceCoins: null, priceUnit: 'hour', price: '' }],
      ['50 per hour', { priceCashCents: 5000, priceCoins: null, priceUnit: 'hour', price: '' }],
      ['$12.5 an hour', { priceCashCents: 1250, priceCoins: null, priceUnit: 'hour', price: '' }],
      ['$1,200.75 USD', { priceCashCents: 120075, priceCoins: null, priceUnit: 'fixed', price: '' }],
      ['$8 per item', { priceCashCents: 800, priceCoins: null, priceUnit: 'item', price: '' }],
      ['100 DC', { priceCashCents: null, priceCoins: 100, priceUnit: 'fixed', price: '' }],
      ['2,500 dragon coins/hr', { priceCashCents: null, priceCoins: 2500, priceUnit: 'hour', price: '' }],
      ['$250 or 2,500 DC', { priceCashCents: 25000, priceCoins: 2500, priceUnit: 'fixed', price: '' }],
      ['$40/hour or 400 DC', { priceCashCents: 4000, priceCoins: 400, priceUnit: 'hour', price: '' }],
      [' Negotiable ', { priceCashCents: null, priceCoins: null, priceUnit: 'negotiable', price: '' }],
      [
        '$80 per portrait',
        { priceCashCents: null, priceCoins: null, priceUnit: 'negotiable', price: '$80 per portrait' },
      ],
      ['$50 + parts', { priceCashCents: null, priceCoins: null, priceUnit: 'negotiable', price: '$50 + parts' }],
      ['Ask me', { priceCashCents: null, priceCoins: null, priceUnit: 'negotiable', price: 'Ask me' }],
      ['$0', { priceCashCents: null, priceCoins: null, priceUnit: 'negotiable', price: '$0' }],
      // Past the form's limits, or past what a column holds: kept as written, not cut to a wrong number.
      ['$5,000,000', { priceCashCents: null, priceCoins: null, priceUnit: 'negotiable', price: '$5,000,000' }],
      [
        '99999999999999999999 DC',
        { priceCashCents: null, priceCoins: null, priceUnit: 'negotiable', price: '99999999999999999999 DC' },
      ],
    ] as const;
    const ids: string[] = [];
    for (const [text] of cases) ids.push((await legacyPrice(text)).id);
    // A sum of cash on a listing that takes no cash, and one unit on one side but another on the other, stay notes.
    const coinsOnly = await legacyPrice('50', ['coins']);
    const mixedUnits = await legacyPrice('$25/hour or 100 DC per item');
    // A structured price written since is left alone.
    const current = await createOffer(database.db, { priceCashCents: 3000, priceUnit: 'item', price: 'bring tools' });

    await runBackfill();

    const rows = await database.db
      .select()
      .from(offers)
      .where(inArray(offers.id, [...ids, current.id, coinsOnly.id, mixedUnits.id]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    cases.forEach(([text, expected], i) => {
      const { priceCashCents, priceCoins, priceUnit, price } = byId.get(ids[i]!)!;
      expect({ text, priceCashCents, priceCoins, priceUnit, price }).toEqual({ text, ...expected });
    });
    expect(byId.get(current.id)).toMatchObject({ priceCashCents: 3000, priceUnit: 'item', price: 'bring tools' });
    expect(byId.get(coinsOnly.id)).toMatchObject({ priceCashCents: null, priceUnit: 'negotiable', price: '50' });
    expect(byId.get(mixedUnits.id)).toMatchObject({ priceCoins: null, priceUnit: 'negotiable' });
  });

  it('gives a proposal stating one dollar sum its cents, and keeps any other amount as its note', async () => {
    const cases = [
      ['$120', 12000, null],
      ['120.5', 12050, null],
      ['1,200 USD', 120000, null],
      ['Negotiable', null, 'Negotiable'],
      ['$50/hour', null, '$50/hour'],
      ['about $60', null, 'about $60'],
    ] as const;
    const ids: string[] = [];
    for (const [amount] of cases) ids.push((await createProposal(database.db, { amount, cashAmountCents: null })).id);
    const none = await createProposal(database.db, { amount: null, cashAmountCents: null, currency: 'coins' });
    // A sum on a proposal that pays no cash is its note, not a cash amount.
    const tradeOnly = await createProposal(database.db, {
      amount: '$30',
      cashAmountCents: null,
      paymentMethods: ['trade'],
      currency: 'trade',
      tradeDescription: 'Two hours of tutoring',
    });

    await runBackfill();

    const rows = await database.db
      .select()
      .from(proposals)
      .where(inArray(proposals.id, [...ids, none.id, tradeOnly.id]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    cases.forEach(([text, cents, note], i) => {
      const row = byId.get(ids[i]!)!;
      expect({ text, cents: row.cashAmountCents, note: row.amount }).toEqual({ text, cents, note });
    });
    expect(byId.get(none.id)).toMatchObject({ cashAmountCents: null, amount: null });
    expect(byId.get(tradeOnly.id)).toMatchObject({ cashAmountCents: null, amount: '$30' });
  });
});
