// A member's public profile, /profile/public/{userId} (and /profile/{userId}): the site builds one
// shell (site/pages/public-profile.astro) with %%SHARE_…%% tokens and this fills it per member, so
// the page has the member's own title, description, share image and canonical address, and is
// indexable while the profile is public. A profile that is not public has no page: the site's
// not-found page answers, as for any other path.
import { type PublicProfile, ROLE_LABELS } from '@poolscape/shared';
import type { Pool } from 'pg';
import { findPublicProfile } from '../profile/profile.ts';
import { fillTokens } from './shell.ts';

/** The shell in every build (Astro writes `public-profile.astro` there). */
export const PROFILE_SHELL = 'public-profile/index.html';

/** "Dana Builder, contractor at Blue Water Pools: pool designs made with Poolscape." */
export function describeProfile(profile: PublicProfile): string {
  const role = profile.role
    ? (ROLE_LABELS[profile.role as keyof typeof ROLE_LABELS] ?? profile.role).toLowerCase()
    : null;
  const work = [role, profile.company && `at ${profile.company}`].filter(Boolean).join(' ');
  return `${profile.name}${work ? `, ${work}` : ''}: pool designs made with Poolscape.`;
}

/** The member's page, or null when their profile is not public (or there is no such member). */
export async function fillProfileShell(
  pool: Pool,
  shell: string,
  userId: string,
  publicUrl: string,
): Promise<string | null> {
  const profile = await findPublicProfile(pool, userId);
  if (!profile) return null;
  const avatar = profile.avatarUrl?.startsWith('/') ? `${publicUrl}${profile.avatarUrl}` : null;
  const text: Record<string, string> = {
    SHARE_TITLE: profile.name,
    SHARE_DESCRIPTION: describeProfile(profile),
    SHARE_URL: `${publicUrl}/profile/public/${profile.id}`,
    SHARE_IMAGE: avatar ?? `${publicUrl}/og-image.jpg`,
    // An avatar is square (made 256 x 256 at upload); the default share image is 1200 x 630.
    SHARE_IMAGE_WIDTH: avatar ? '256' : '1200',
    SHARE_IMAGE_HEIGHT: avatar ? '256' : '630',
  };
  return fillTokens(shell, text, profile, true);
}
