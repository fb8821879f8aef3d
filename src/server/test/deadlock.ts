import type { Database } from '../db/client.ts';

/**
 * The database, except that its first transaction fails as a deadlock's victim before doing anything (PostgreSQL
 * undoes a victim whole); the transactions after it are real. For checking that work is run again.
 */
export function failFirstTransaction(db: Database): Database {
  let failed = false;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction' || failed) return Reflect.get(target, property, receiver);
      failed = true;
      return () => Promise.reject(new Error('query failed', { cause: { code: '40P01' } }));
    },
  });
}
