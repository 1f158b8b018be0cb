// What a user is told when the database cannot be reached: the session check, on an app whose pool
// leads nowhere, is answered 503 with the plain message and a hint when to try again.
import type { Pool } from '@poolscape/api/db/pool';
import { API_ERRORS } from '@poolscape/shared';
import { expect } from 'vitest';
import { createTestApp } from './test-app.ts';

export async function expectSessionCheckUnavailable(pool: Pool): Promise<void> {
  const down = await createTestApp(pool);
  try {
    const response = await down.app.inject({
      method: 'GET',
      url: '/api/simple/user',
      headers: { authorization: 'Bearer some-session-token' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: API_ERRORS.databaseUnavailable });
  } finally {
    await down.close();
  }
}
