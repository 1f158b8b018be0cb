// API keys for the Poolscape WordPress plugin: `psk_` and 32 random bytes in base64url, shown to
// their owner once. Only a SHA-256 of each key is kept (a key is random, not a password, so a fast
// hash is enough and lets every feed request find its key with one indexed lookup). A revoked key
// is refused from the next request on.

import { createHash, randomBytes } from 'node:crypto';
import { type ApiKey, WORDPRESS_LIMITS } from '@poolscape/shared';
import type { Pool } from 'pg';
import { isUuid } from '../designs/designs.ts';
import { ownerActiveSql } from '../designs/visibility.ts';

export const API_KEY_PATTERN = /^psk_[A-Za-z0-9_-]{43}$/;

interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest();

function viewOf(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}

export async function listKeys(pool: Pool, userId: string): Promise<ApiKey[]> {
  const rows = await pool.query<KeyRow>(
    'select * from app.api_keys where user_id = $1 and revoked_at is null order by created_at desc, id',
    [userId],
  );
  return rows.rows.map(viewOf);
}

/** A new key, or null when the user has as many as they may. */
export async function createKey(
  pool: Pool,
  userId: string,
  name: string,
): Promise<{ key: ApiKey; secret: string } | null> {
  const secret = `psk_${randomBytes(32).toString('base64url')}`;
  const row = (
    await pool.query<KeyRow>(
      `insert into app.api_keys (user_id, name, prefix, secret_hash)
       select $1, $2, $3, $4
        where (select count(*) from app.api_keys where user_id = $1 and revoked_at is null) < $5
       returning *`,
      [userId, name, secret.slice(0, 12), hashOf(secret), WORDPRESS_LIMITS.keys],
    )
  ).rows[0];
  return row ? { key: viewOf(row), secret } : null;
}

/** Revokes the user's key; false when they have no such key. */
export async function revokeKey(pool: Pool, userId: string, keyId: string): Promise<boolean> {
  if (!isUuid(keyId)) return false;
  const result = await pool.query(
    'update app.api_keys set revoked_at = now() where id = $1 and user_id = $2 and revoked_at is null',
    [keyId, userId],
  );
  return (result.rowCount ?? 0) > 0;
}

/**
 * Whose key `secret` is: its owner's id while both are valid (marking it used, at most once a
 * minute); `closed` when the key is valid but its account is closed (disabled, or waiting to be
 * deleted), which answers like the account's other things, as missing; else `unknown`.
 */
export async function keyOwner(
  pool: Pool,
  secret: string,
): Promise<{ userId: string } | 'closed' | 'unknown'> {
  if (!API_KEY_PATTERN.test(secret)) return 'unknown';
  const row = (
    await pool.query<{ id: string; user_id: string; last_used_at: Date | null; open: boolean }>(
      `select k.id, k.user_id, k.last_used_at, ${ownerActiveSql('k.user_id')} as open from app.api_keys k
        where k.secret_hash = $1 and k.revoked_at is null`,
      [hashOf(secret)],
    )
  ).rows[0];
  if (!row) return 'unknown';
  if (!row.open) return 'closed';
  if (!row.last_used_at || Date.now() - row.last_used_at.getTime() > 60_000)
    await pool.query('update app.api_keys set last_used_at = now() where id = $1', [row.id]);
  return { userId: row.user_id };
}
