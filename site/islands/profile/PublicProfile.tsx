import { type PublicProfile as Profile, PublicProfileSchema, ROLE_LABELS } from '@poolscape/shared';
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
        response.ok ? setProfile(PublicProfileSchema.parse(await response.json())) : setFailed(true),
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
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
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
    </section>
  );
}
