// Google and Facebook accounts: find the user an outside account belongs to, link it to an
// existing account with the same verified e-mail, or create the user on first sign-in.
import type { Pool } from 'pg';
import { storableText } from '../db/storable-text.ts';
import { inTransaction } from '../db/transaction.ts';
import { findUserByEmail, type UserRow } from './users.ts';

export type Provider = 'google' | 'facebook';

export interface SocialProfile {
  provider: Provider;
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export async function findOrCreateSocialUser(pool: Pool, profile: SocialProfile): Promise<UserRow | null> {
  const linked = await pool.query<UserRow>(
    `select u.* from app.oauth_accounts o join app.users u on u.id = o.user_id
      where o.provider = $1 and o.provider_user_id = $2`,
    [profile.provider, profile.providerUserId],
  );
  if (linked.rows[0]) return linked.rows[0];
  // Without an e-mail we cannot make an account people can recover.
  if (!profile.email) return null;
  // What a provider sends is outside text like any other: only what Postgres can store is kept.
  const email = storableText(profile.email).toLowerCase();
  return inTransaction(
    pool,
    async (client) => {
      let user = await findUserByEmail(client, email);
      // Linking to an existing account needs the provider to vouch for the address.
      if (user && !profile.emailVerified) return null;
      if (!user) {
        const created = await client.query<UserRow>(
          `insert into app.users (email, first_name, last_name) values ($1, $2, $3) returning *`,
          [email, storableText(profile.firstName).slice(0, 80), storableText(profile.lastName).slice(0, 80)],
        );
        user = created.rows[0] ?? null;
      }
      if (!user) throw new Error('could not create the user');
      await client.query(
        'insert into app.oauth_accounts (provider, provider_user_id, user_id) values ($1, $2, $3) on conflict do nothing',
        [profile.provider, profile.providerUserId, user.id],
      );
      return user;
    },
    { commitIf: (user) => user !== null },
  );
}
