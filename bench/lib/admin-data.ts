// Fills a migrated database for the admin benchmark, in SQL like offer-data.ts (which makes the offers and their
// providers): members up to the asked number of users (2% suspended, 5 admins), three ledger entries and half a
// feedback entry per user, and a rare word in a few dozen offers. A comment on the users table records the sizes
// once everything is done, so a later run reuses the data when they match.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { generateOfferData } from './offer-data.ts';
import { adjectives, firstNames, lastNames, sentences } from './offer-words.ts';

const dataVersion = 1;
export type AdminDataSize = { users: number; offers: number };
const marker = (size: AdminDataSize) => `bench-admin:${size.users}:${size.offers}:v${dataVersion}`;
export const ledgerEntriesPerUser = 3;
export const feedbackPerUser = 0.5;
export const adminCount = 5;
/** Every admin the data holds signs in with one of these addresses (admin1@staff.example ...). */
export const adminEmail = (i: number) => `admin${i}@staff.example`;

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (items: readonly string[]) => `ARRAY[${items.map(literal).join(', ')}]::text[]`;
const pick = (items: readonly string[], uniform: string) =>
  `(${textArray(items)})[1 + floor(${uniform} * ${items.length})::int]`;

type Rows = { rows: Record<string, unknown>[] } | Record<string, unknown>[];
async function run(db: Database, statement: string): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(sql.raw(statement))) as Rows;
  return Array.isArray(result) ? result : result.rows;
}

export async function hasAdminData(db: Database, size: AdminDataSize): Promise<boolean> {
  const [row] = await run(db, `SELECT obj_description('users'::regclass, 'pg_class') AS comment`);
  return row?.comment === marker(size);
}

export async function generateAdminData(db: Database, size: AdminDataSize, log: (line: string) => void) {
  const started = Date.now();
  await generateOfferData(db, size.offers, log);
  await run(db, `SELECT setseed(0.24)`);
  // "zither" is in no generated offer: a few dozen get it, the admin's rare search.
  await run(
    db,
    `UPDATE offers SET description = description || ' Zither lessons too.' WHERE random() < ${30 / size.offers}`,
  );
  const [existing] = await run(db, `SELECT count(*)::int AS n FROM users`);
  const members = size.users - Number(existing?.n) - adminCount;
  await insertUsers(db, members);
  log(`users ${size.users.toLocaleString('en-US')} (${seconds(started)})`);
  // Numbered ids, so generated rows pick a random member by a join rather than from a 100,000-element array.
  await run(db, `DROP TABLE IF EXISTS bench_user_numbers`);
  await run(db, `CREATE TABLE bench_user_numbers AS SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM users`);
  await run(db, `ALTER TABLE bench_user_numbers ADD PRIMARY KEY (n)`);
  const entries = size.users * ledgerEntriesPerUser;
  for (let from = 1; from <= entries; from += 50_000) {
    await run(db, insertLedgerEntries(from, Math.min(entries, from + 49_999), entries, size.users));
  }
  log(`ledger entries ${entries.toLocaleString('en-US')} (${seconds(started)})`);
  await run(db, insertFeedback(Math.round(size.users * feedbackPerUser), size.users));
  await run(db, `DROP TABLE bench_user_numbers`);
  for (const table of ['users', 'offers', 'ledger_entries', 'feedback']) await run(db, `VACUUM ANALYZE ${table}`);
  await run(db, `COMMENT ON TABLE users IS ${literal(marker(size))}`);
  log(`generated the admin data in ${seconds(started)}`);
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

// Emails carry the member's number ("4242" is in a few dozen: a rare search) and a domain, a third of them
// "mailbox.example" (the common search). Oldest first over three years, as the table fills.
async function insertUsers(db: Database, members: number) {
  const domains = [
    'mailbox.example',
    'mailbox.example',
    'post.example',
    'inbox.example',
    'letters.example',
    'web.example',
  ];
  await run(
    db,
    `INSERT INTO users (email, full_name, email_verified, role, status, suspension_reason, created_at)
     SELECT lower(r.first) || '.' || lower(r.last) || i || '@' || ${pick(domains, 'r.d')}, r.first || ' ' || r.last,
            true, 'user', CASE WHEN r.s < 0.02 THEN 'suspended' ELSE 'active' END,
            CASE WHEN r.s < 0.02 THEN 'Admin action' END,
            now() - (${members} - i + random()) * interval '1095 days' / ${members}
     FROM (SELECT i, ${pick(firstNames, 'random()')} AS first, ${pick(lastNames, 'random()')} AS last,
                  random() AS d, random() AS s
           FROM generate_series(1, ${members}) AS i) AS r`,
  );
  await run(
    db,
    `INSERT INTO users (email, full_name, email_verified, role, created_at)
     SELECT 'admin' || i || '@staff.example', 'Staff Admin ' || i, true, 'admin', now() - interval '1100 days'
     FROM generate_series(1, ${adminCount}) AS i`,
  );
}

// A third are coin purchases ("Purchased 500 Dragon Coins": "dragon" is the common search), a sixth conversions
// ("Converted 4321 DC to $43.21": one number is a rare search), ~40% deal payments named after a listing, the
// rest withdrawals; 95% completed, 4% pending, 1% failed.
function insertLedgerEntries(from: number, to: number, total: number, users: number): string {
  const packs = ['100', '500', '1,000', '5,000'];
  const services = ['guitar lessons', 'logo design', 'laptop setup', 'dog walking', 'math tutoring', 'house cleaning'];
  return `
    INSERT INTO ledger_entries (user_id, type, kind, currency, amount, description, status, created_at)
    SELECT u.id,
           CASE WHEN r.k < 0.33 OR r.s < 0.5 THEN 'received' ELSE 'sent' END,
           CASE WHEN r.k < 0.33 THEN 'purchase' WHEN r.k < 0.5 THEN 'conversion' WHEN r.k < 0.9 THEN 'deal'
                ELSE 'withdrawal' END,
           CASE WHEN r.k < 0.33 OR (r.k >= 0.5 AND r.k < 0.9 AND r.s < 0.5) THEN 'coins' ELSE 'cash' END,
           1 + r.c,
           CASE WHEN r.k < 0.33 THEN 'Purchased ' || ${pick(packs, 'r.a')} || ' Dragon Coins'
                WHEN r.k < 0.5 THEN 'Converted ' || r.c || ' DC to $' || to_char(r.c / 100.0, 'FM999990.00')
                WHEN r.k < 0.9 THEN 'Deal: ' || ${pick(adjectives, 'r.a')} || ' ' || ${pick(services, 'r.s')}
                ELSE 'Withdrawal of $' || to_char(r.c / 10.0, 'FM999990.00') END,
           CASE WHEN r.st < 0.95 THEN 'completed' WHEN r.st < 0.99 THEN 'pending' ELSE 'failed' END,
           now() - (${total} - r.i + random()) * interval '730 days' / ${total}
    FROM (SELECT i, random() AS k, random() AS s, random() AS a, random() AS st, floor(random() * 10000)::int AS c,
                 1 + floor(random() * ${users})::int AS member
          FROM generate_series(${from}, ${to}) AS i) AS r
    JOIN bench_user_numbers u ON u.n = r.member`;
}

// Content from the offers' sentences behind an opener ("please" is in about a third: the common search), and a
// reference number in 2% (#1000 to #1099: "#1042" is in about ten per 50,000, the rare search). 5% are from deleted members.
function insertFeedback(count: number, users: number): string {
  const openers = [
    'Please add dark mode to the wallet page.',
    'Please make search faster on my phone.',
    'The listing page froze when I uploaded a photo.',
    'Love the marketplace, great work.',
    'Messages arrive late sometimes.',
    'Could the dashboard show last month too?',
  ];
  return `
    INSERT INTO feedback (user_id, type, content, rating, status, created_at, updated_at)
    SELECT CASE WHEN r.gone < 0.05 THEN NULL ELSE u.id END,
           (ARRAY['bug', 'feature', 'general', 'other'])[1 + floor(r.t * 4)::int],
           ${pick(openers, 'r.o')} || ' ' || ${pick(sentences, 'r.s')}
             || CASE WHEN r.ref < 0.02 THEN ' Reference #' || (1000 + floor(r.ref * 5000)::int) ELSE '' END,
           CASE WHEN r.t < 0.5 THEN 1 + floor(r.s * 5)::int END,
           CASE WHEN r.st < 0.6 THEN 'pending' WHEN r.st < 0.8 THEN 'reviewed' WHEN r.st < 0.95 THEN 'resolved'
                ELSE 'rejected' END,
           now() - (${count} - r.i + random()) * interval '730 days' / ${count},
           now() - (${count} - r.i) * interval '730 days' / ${count}
    FROM (SELECT i, random() AS gone, random() AS t, random() AS o, random() AS s, random() AS ref, random() AS st,
                 1 + floor(random() * ${users})::int AS member
          FROM generate_series(1, ${count}) AS i) AS r
    JOIN bench_user_numbers u ON u.n = r.member`;
}
