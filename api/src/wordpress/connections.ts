// A user's connection to their WordPress site: kept only after the site accepted the application
// password, which is stored sealed (SecretBox) and opened only to call the site. One connection per
// user; connecting again replaces it, disconnecting forgets the password.
import type { WordPressConnection } from '@poolscape/shared';
import type { Pool } from 'pg';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { Credentials, SiteRef } from './site-client.ts';

interface ConnectionRow {
  site_url: string;
  api_root: string;
  site_name: string;
  username: string;
  display_name: string;
  password_box: string;
  connected_at: Date;
}

/** A connection ready to call the site with. */
export interface OpenConnection {
  site: SiteRef;
  credentials: Credentials;
  view: WordPressConnection;
}

function viewOf(row: ConnectionRow): WordPressConnection {
  return {
    siteUrl: row.site_url,
    siteName: row.site_name,
    username: row.username,
    displayName: row.display_name,
    connectedAt: row.connected_at.toISOString(),
  };
}

export async function saveConnection(
  pool: Pool,
  box: SecretBox,
  userId: string,
  site: SiteRef,
  credentials: Credentials,
  displayName: string,
): Promise<WordPressConnection> {
  const row = (
    await pool.query<ConnectionRow>(
      `insert into app.wordpress_connections
         (user_id, site_url, api_root, site_name, username, display_name, password_box)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (user_id) do update set site_url = excluded.site_url, api_root = excluded.api_root,
         site_name = excluded.site_name, username = excluded.username, display_name = excluded.display_name,
         password_box = excluded.password_box, connected_at = now()
       returning *`,
      [
        userId,
        site.siteUrl,
        site.apiRoot,
        site.siteName,
        credentials.username,
        displayName,
        box.seal(credentials.password),
      ],
    )
  ).rows[0] as ConnectionRow;
  return viewOf(row);
}

export async function findConnection(pool: Pool, userId: string): Promise<WordPressConnection | null> {
  const row = (
    await pool.query<ConnectionRow>('select * from app.wordpress_connections where user_id = $1', [userId])
  ).rows[0];
  return row ? viewOf(row) : null;
}

/** The connection with its password opened, or null (none, or sealed under another key). */
export async function openConnection(
  pool: Pool,
  box: SecretBox,
  userId: string,
): Promise<OpenConnection | null> {
  const row = (
    await pool.query<ConnectionRow>('select * from app.wordpress_connections where user_id = $1', [userId])
  ).rows[0];
  const password = row ? box.open(row.password_box) : null;
  if (!row || password === null) return null;
  return {
    site: { siteUrl: row.site_url, apiRoot: row.api_root, siteName: row.site_name },
    credentials: { username: row.username, password },
    view: viewOf(row),
  };
}

export async function deleteConnection(pool: Pool, userId: string): Promise<void> {
  await pool.query('delete from app.wordpress_connections where user_id = $1', [userId]);
}
