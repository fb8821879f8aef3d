// Fills a migrated database with N generated offers for the offers benchmark, in SQL (generate_series in
// batches), so 1,000,000 rows take minutes, not hours. The offers table's secondary indexes are dropped during
// the load and rebuilt afterwards (one bulk build is far cheaper than a million index inserts). A comment on the
// offers table records N once everything is done, so a later run reuses the data when N matches and an
// interrupted load is never mistaken for a finished one.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { categories } from '#shared/categories.ts';
import type { Database } from '#server/db/client.ts';
import { ensureBaseData } from '#server/db/seed.ts';
import { type KeptStore, openKeptStore, readKeptStores, resetKeptStore } from './bench-database.ts';
import { adjectives, firstNames, lastNames, sentences, servicesByCategory } from './offer-words.ts';

const batchSize = 50_000;
// Bump when the generated data changes shape, so old cached data is regenerated.
const dataVersion = 5;
const marker = (n: number) => `bench-offers:${n}:v${dataVersion}`;

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (items: readonly string[]) => `ARRAY[${items.map(literal).join(', ')}]::text[]`;
/** `pick(array, 'random()')`: one element, 1-based, from a uniform random number in [0, 1). */
const pick = (array: string, length: number, uniform: string) => `(${array})[1 + floor(${uniform} * ${length})::int]`;

type Rows = { rows: Record<string, unknown>[] } | Record<string, unknown>[];
const rowsOf = (result: Rows) => (Array.isArray(result) ? result : result.rows);

async function run(db: Database, statement: string): Promise<Record<string, unknown>[]> {
  return rowsOf((await db.execute(sql.raw(statement))) as Rows);
}

/** Whether the database already holds exactly this benchmark data set. */
async function hasOfferData(db: Database, n: number): Promise<boolean> {
  const [row] = await run(db, `SELECT obj_description('offers'::regclass, 'pg_class') AS comment`);
  return row?.comment === marker(n);
}

/** Whether the database holds no offers and no users: safe to fill. */
export async function isEmptyForBench(db: Database): Promise<boolean> {
  const [row] = await run(db, `SELECT (SELECT count(*) FROM offers) + (SELECT count(*) FROM users) AS n`);
  return Number(row?.n) === 0;
}

export async function generateOfferData(db: Database, n: number, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const providers = Math.min(5000, Math.max(200, Math.round(n / 250)));
  await run(db, `SELECT setseed(0.42)`);
  await run(
    db,
    `INSERT INTO users (email, full_name, email_verified, created_at)
     SELECT 'provider' || i || '@bench.example',
            ${pick(textArray(firstNames), firstNames.length, 'random()')} || ' ' ||
            ${pick(textArray(lastNames), lastNames.length, 'random()')},
            true, now() - random() * interval '1000 days'
     FROM generate_series(1, ${providers}) AS i`,
  );

  const indexes = await run(
    db,
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE schemaname = 'public' AND tablename = 'offers' AND indexname <> 'offers_pkey'`,
  );
  for (const index of indexes) await run(db, `DROP INDEX ${String(index.indexname)}`);

  for (let from = 1; from <= n; from += batchSize) {
    const to = Math.min(n, from + batchSize - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SELECT setseed(${(from % 1_000_000) / 1_000_000})`));
      await tx.execute(sql.raw(insertOffers(from, to, n)));
    });
    log(`offers ${to.toLocaleString('en-US')} / ${n.toLocaleString('en-US')} (${seconds(started)})`);
  }

  await run(db, `SET maintenance_work_mem = '256MB'`);
  for (const index of indexes) {
    await run(db, String(index.indexdef));
    log(`index ${String(index.indexname)} (${seconds(started)})`);
  }
  await insertReviews(db);
  for (const table of ['users', 'offers', 'proposals', 'reviews']) await run(db, `VACUUM ANALYZE ${table}`);
  await run(db, `COMMENT ON TABLE offers IS ${literal(marker(n))}`);
  log(`generated ${n.toLocaleString('en-US')} offers, ${providers} providers in ${seconds(started)}`);
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

// Skewed towards the first (browse) categories, as a real marketplace would be; 20% requests; ~90% live. Offers
// are inserted oldest first over two years, as a live table fills, so the planner sees created_at follow the
// physical order (it prices reading newest-first through the index by that).
function insertOffers(from: number, to: number, n: number): string {
  const names = categories.map((c) => c.name);
  const services = `ARRAY[${names.map((name) => textArray(servicesByCategory[name])).join(', ')}]`;
  const service = `(${services})[r.c][1 + floor(r.s * 6)::int]`;
  const extras = ['', '', '', ' for beginners', ' near you', ' this weekend', ' with pickup', ' (remote)'];
  return `
    INSERT INTO offers (user_id, kind, title, description, category, price_cash_cents, price_coins, payment_types,
                        status, views, created_at, updated_at)
    SELECT p.ids[1 + floor(r.u * array_length(p.ids, 1))::int],
           CASE WHEN r.k < 0.8 THEN 'service' ELSE 'request' END,
           CASE WHEN r.k < 0.8
             THEN ${pick(textArray(adjectives), adjectives.length, 'r.a')} || ' ' || ${service}
                  || ${pick(textArray(extras), extras.length, 'r.e')}
             ELSE 'Looking for ' || ${service} || ${pick(textArray(extras), extras.length, 'r.e')} END,
           CASE WHEN r.k < 0.8 THEN 'Offering ' ELSE 'I need ' END || ${service} || '. '
             || ${pick(textArray(sentences), sentences.length, 'r.d1')} || ' '
             || ${pick(textArray(sentences), sentences.length, 'r.d2')},
           (${textArray(names)})[r.c],
           CASE WHEN r.pay < 0.5 THEN (5 + floor(r.a * 295)::int) * 100 END,
           CASE WHEN r.pay >= 0.5 THEN 10 + floor(r.e * 490)::int END,
           CASE floor(r.pay * 7)::int WHEN 0 THEN '{cash}'::text[] WHEN 1 THEN '{coins}' WHEN 2 THEN '{trade}'
                WHEN 3 THEN '{cash,coins}' WHEN 4 THEN '{cash,trade}' WHEN 5 THEN '{coins,trade}'
                ELSE '{cash,coins,trade}' END,
           CASE WHEN r.st < 0.90 THEN 'active' WHEN r.st < 0.94 THEN 'pending' WHEN r.st < 0.97 THEN 'paused'
                WHEN r.st < 0.98 THEN 'rejected' ELSE 'completed' END,
           floor(power(r.v, 3) * 500)::int,
           now() - (${n} - i + r.t) * interval '730 days' / ${n},
           now() - (${n} - i + r.t) * interval '730 days' / ${n}
    FROM (SELECT i, 1 + floor(power(random(), 1.6) * ${names.length})::int AS c, random() AS s, random() AS a,
                 random() AS e, random() AS k, random() AS u, random() AS d1, random() AS d2, random() AS pay,
                 random() AS st, random() AS v, random() AS t
          FROM generate_series(${from}, ${to}) AS i) AS r
    CROSS JOIN (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE email LIKE '%@bench.example') AS p`;
}

// Ratings come from reviews of completed deals: one for ~4% of live offers, a second for a quarter of those.
async function insertReviews(db: Database): Promise<void> {
  for (const share of [0.04, 0.01]) {
    await run(
      db,
      `INSERT INTO proposals (sender_id, receiver_id, offer_id, listing_title, status, payment_methods, currency,
                              contact_name, contact_email, completed_at, created_at)
       SELECT CASE WHEN p.ids[b.k] = o.user_id THEN p.ids[b.k % b.n + 1] ELSE p.ids[b.k] END, o.user_id, o.id,
              o.title, 'completed', o.payment_types[1:1], 'cash', 'Bench Buyer', 'buyer@bench.example',
              o.created_at + interval '3 days', o.created_at + interval '1 day'
       FROM offers o
       CROSS JOIN (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE email LIKE '%@bench.example') AS p
       CROSS JOIN LATERAL (SELECT array_length(p.ids, 1) AS n,
                                  1 + floor(random() * array_length(p.ids, 1))::int AS k) AS b
       WHERE o.status = 'active' AND random() < ${share}`,
    );
  }
  await run(
    db,
    `INSERT INTO reviews (proposal_id, offer_id, reviewer_id, reviewee_id, rating, created_at)
     SELECT id, offer_id, sender_id, receiver_id, 2 + floor(power(random(), 0.4) * 4)::int, completed_at
     FROM proposals WHERE contact_email = 'buyer@bench.example'`,
  );
}

/** Makes the kept store hold exactly N generated offers: reused when it already does, generated otherwise. */
const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The stores of the benchmarks that read `n` generated offers; PGlite's is kept under .tmp/bench/ for reuse. */
export function readOfferStores(n: number): KeptStore[] {
  return readKeptStores(path.join(projectRoot, '.tmp', 'bench', `offers-${n}`, 'db'));
}

export async function prepareOfferData(store: KeptStore, n: number): Promise<void> {
  const log = (line: string) => console.error(`[offers ${store.kind}] ${line}`);
  let database = await openKeptStore(store);
  try {
    if (await hasOfferData(database.db, n)) return;
    if (!(await isEmptyForBench(database.db))) {
      log(`the database holds other data; starting it afresh for ${n.toLocaleString('en')} offers`);
      database = await resetKeptStore(store, database);
    }
    await ensureBaseData(database.db);
    await generateOfferData(database.db, n, log);
  } finally {
    await database.close();
  }
}
