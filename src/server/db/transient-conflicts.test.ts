import { describe, expect, it } from 'vitest';
import { isTransientConflict, retryTransientConflicts } from './transient-conflicts.ts';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryTransientConflicts', () => {
  it('runs the work again after a deadlock, and answers what the run that got through answered', async () => {
    let runs = 0;
    const result = await retryTransientConflicts(async () => {
      runs += 1;
      if (runs < 3) throw new Error('query failed', { cause: deadlock() });
      return 'done';
    });
    expect(result).toBe('done');
    expect(runs).toBe(3);
  });

  it('gives up after the attempts, with the last conflict', async () => {
    let runs = 0;
    const failure = retryTransientConflicts(async () => {
      runs += 1;
      throw deadlock();
    }, 2);
    await expect(failure).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(2);
  });

  it('does not run again after any other error', async () => {
    let runs = 0;
    const failure = retryTransientConflicts(async () => {
      runs += 1;
      throw Object.assign(new Error('duplicate key'), { code: '23505' });
    });
    await expect(failure).rejects.toThrow('duplicate key');
    expect(runs).toBe(1);
  });
});

describe('isTransientConflict', () => {
  it('finds a deadlock or serialization failure up to two causes deep', () => {
    expect(isTransientConflict(deadlock())).toBe(true);
    expect(isTransientConflict({ code: '40001' })).toBe(true);
    expect(isTransientConflict(new Error('a', { cause: new Error('b', { cause: deadlock() }) }))).toBe(true);
    expect(isTransientConflict({ code: '23505' })).toBe(false);
    expect(isTransientConflict(undefined)).toBe(false);
  });
});
