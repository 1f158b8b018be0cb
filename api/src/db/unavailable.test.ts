// A database that cannot be reached is a 503 with a plain message (and a hint when to try again),
// never a 500: told apart from a query that is wrong by the error's code or driver message.
import { expectSessionCheckUnavailable } from '@poolscape/tests/kit/database-away';
import { describe, expect, it } from 'vitest';
import { createPool } from './pool.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

describe('isDatabaseUnavailable', () => {
  it('knows the ways a server that is down or restarting shows', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], 'connect failed'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: refused }))).toBe(true);
  });

  it('leaves a wrong query, a constraint and anything else alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('makes a request that needs the database answer 503 while it is down', async () => {
    const deadPool = createPool('postgres://nobody:none@127.0.0.1:9/none', () => {});
    try {
      await expectSessionCheckUnavailable(deadPool);
    } finally {
      await deadPool.end();
    }
  });
});
