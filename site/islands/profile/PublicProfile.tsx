import { type PublicProfilePage as Profile, PublicProfilePageSchema, ROLE_LABELS } from '@poolscape/shared';
import { useEffect, useState } from 'react';

/** The user id of /profile/{userId} or /profile/public/{userId}. */
export function profileIdFromPath(path: string): string | null {
  return path.match(/^\/profile(?:\/public)?\/([^/]+)\/?$/)?.[1] ?? null;
}

export default function PublicProfile() {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const id = profileIdFromPath(window.location.pathname);
    if (!id) return setFailed(true);
    fetch(`/api/profiles/${encodeURIComponent(id)}`)
      .then(async (response) =>
        response.ok ? setProfile(PublicProfilePageSchema.parse(await response.json())) : setFailed(true),
      )
      .catch(() => setFailed(true));
  }, []);

  if (failed)
    return (
      <p className="mx-auto max-w-xl px-4 py-16 text-center text-slate-600">This profile is not available.</p>
    );
  if (!profile)
    return (
      <p className="mx-auto max-w-xl px-4 py-16 text-center text-slate-500" role="status">
        Loading profile…
      </p>
    );
  const role =
    profile.role && profile.role in ROLE_LABELS
      ? ROLE_LABELS[profile.role as keyof typeof ROLE_LABELS]
      : null;
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      {profile.avatarUrl ? (
        <img
          src={profile.avatarUrl}
          alt=""
          width={128}
          height={128}
          className="mx-auto size-32 rounded-full object-cover"
        />
      ) : (
        <div
          className="mx-auto flex size-32 items-center justify-center rounded-full bg-brand-100 text-4xl font-bold text-brand-700"
          aria-hidden="true"
        >
          {profile.name.slice(0, 1)}
        </div>
      )}
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{profile.name}</h1>
      <p className="mt-2 text-slate-600">{[role, profile.company].filter(Boolean).join(' · ')}</p>
      <p className="mt-1 text-sm text-slate-500">
        Member since{' '}
        {new Date(profile.memberSince).toLocaleDateString('en-US', { year: 'numeric', month: 'long' })}
      </p>
      <ProfileShowcase profile={profile} />
    </section>
  );
}

/** A card's picture: the render's thumbnail, or an empty frame of the same shape. */
function Thumbnail({ url }: { url: string | null }) {
  return url ? (
    <img src={url} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
  ) : (
    <div className="aspect-[4/3] bg-slate-100" />
  );
}

/** What the member shares: badges, public collections and public designs. */
function ProfileShowcase({ profile }: { profile: Profile }) {
  return (
    <div className="mt-10 grid gap-10 text-left">
      {profile.badges.length > 0 && (
        <section aria-labelledby="profile-badges">
          <h2 id="profile-badges" className="text-xl font-semibold text-slate-900">
            Badges
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {profile.badges.map((badge) => (
              <li
                key={badge.key}
                title={badge.description}
                className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900"
              >
                {badge.name}
              </li>
            ))}
          </ul>
        </section>
      )}
      {profile.collections.length > 0 && (
        <section aria-labelledby="profile-collections">
          <h2 id="profile-collections" className="text-xl font-semibold text-slate-900">
            Collections
          </h2>
          <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {profile.collections.map((collection) => (
              <li key={collection.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
                <a href={collection.url} className="block hover:bg-slate-50">
                  <Thumbnail url={collection.coverUrl} />
                  <span className="block p-3">
                    <span className="block font-semibold text-slate-900">{collection.name}</span>
                    <span className="block text-sm text-slate-600">
                      {collection.designCount === 1 ? '1 design' : `${collection.designCount} designs`}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {profile.designs.length > 0 && (
        <section aria-labelledby="profile-designs">
          <h2 id="profile-designs" className="text-xl font-semibold text-slate-900">
            Designs
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {profile.designs.map((design) => (
              <li key={design.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
                <a href={design.url} className="block hover:bg-slate-50">
                  <Thumbnail url={design.thumbnailUrl} />
                  <span className="block truncate p-2 text-sm font-medium text-slate-900">{design.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
