// Instance-wide facts the API keeps between starts, in `app.settings`.
import type { Pool, PoolClient } from './db/pool.ts';
import { storableJson } from './db/storable-text.ts';

export async function readSetting(pool: Pool | PoolClient, key: string): Promise<unknown | null> {
  const result = await pool.query<{ value: unknown }>('select value from app.settings where key = $1', [key]);
  return result.rows[0]?.value ?? null;
}

export async function writeSetting(pool: Pool | PoolClient, key: string, value: unknown): Promise<void> {
  await pool.query(
    `insert into app.settings (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [key, storableJson(value)],
  );
}
