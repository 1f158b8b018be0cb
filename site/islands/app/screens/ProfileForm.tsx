// /profile-setup (after registration) and /profile/edit: role, company, phone, avatar, and
// whether the profile is public.
import { LENGTH_UNIT_LABELS, LENGTH_UNITS, ROLE_LABELS, USER_ROLES, type User } from '@poolscape/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, apiErrorBody, apiRequest } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
import { navigate } from '../../../lib/router/router.ts';
import { toast } from '../../../stores/toasts.ts';
import { ProgressBar } from '../../../ui/ProgressBar.tsx';
import { CURRENT_USER_KEY } from '../../../ui/use-current-user.ts';
import { pageAfterSignup } from '../../auth/after-signup.ts';
import { DeleteAccountSection } from '../../profile/DeleteAccountSection.tsx';
import { PriceTableSection } from '../../profile/PriceTableForm.tsx';
import { YourDataSection } from '../../profile/YourDataSection.tsx';

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return apiErrorBody(error)?.message ?? error.message;
  return 'Something went wrong. Please try again.';
}

export function ProfileForm({ user, mode }: { user: User; mode: 'setup' | 'edit' }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [role, setRole] = useState(user.role ?? '');
  const [company, setCompany] = useState(user.company ?? '');
  const [phone, setPhone] = useState(user.phone ?? '');
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [profilePublic, setProfilePublic] = useState(user.profilePublic);
  const [units, setUnits] = useState(user.units);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The fraction of the new picture sent while it uploads (null: not uploading, or not known yet).
  const [avatarProgress, setAvatarProgress] = useState<number | null>(null);
  const [uploadingAvatar, setUploadingAvatar] = useState(false);

  async function save(event: FormEvent): Promise<void> {
    event.preventDefault();
    setError(null);
    if (!role) {
      setError('Please choose what describes you best.');
      return;
    }
    setSaving(true);
    try {
      await apiRequest('PATCH', '/api/profile', {
        body: {
          role,
          company: company.trim() || null,
          phone: phone.trim() || null,
          profilePublic,
          units,
          ...(mode === 'edit' ? { firstName, lastName } : { completeSetup: true }),
        },
      });
      if (avatar) {
        const form = new FormData();
        form.append('avatar', avatar);
        setUploadingAvatar(true);
        setAvatarProgress(null);
        await apiUpload('POST', '/api/profile/avatar', { body: form, onProgress: setAvatarProgress });
      }
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      toast({ title: 'Profile saved' });
      // After a social sign-up, as after registration by e-mail (never to `//elsewhere`).
      const next = mode === 'setup' ? await pageAfterSignup() : '/dashboard';
      navigate(next, { full: !next.startsWith('/dashboard') && !next.startsWith('/profile') });
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setSaving(false);
      setUploadingAvatar(false);
    }
  }

  const field =
    'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-500';
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">
        {mode === 'setup' ? 'Set up your profile' : 'Edit profile'}
      </h1>
      <p className="mt-2 text-slate-600">
        {mode === 'setup'
          ? 'A few details help us tailor Poolscape to the way you work.'
          : 'Change your details and what others can see.'}
      </p>
      <form onSubmit={save} className="mt-8 space-y-5" noValidate>
        {mode === 'edit' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <label className="block text-sm font-medium text-slate-800">
              First name
              <input
                className={field}
                value={firstName}
                onChange={(event) => setFirstName(event.target.value)}
                autoComplete="given-name"
                required
              />
            </label>
            <label className="block text-sm font-medium text-slate-800">
              Last name
              <input
                className={field}
                value={lastName}
                onChange={(event) => setLastName(event.target.value)}
                autoComplete="family-name"
                required
              />
            </label>
          </div>
        )}
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">What describes you best?</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {USER_ROLES.map((value) => (
              <label
                key={value}
                className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${role === value ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}
              >
                <input
                  type="radio"
                  name={`${id}-role`}
                  value={value}
                  checked={role === value}
                  onChange={() => setRole(value)}
                />
                {ROLE_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block text-sm font-medium text-slate-800">
          Company <span className="font-normal text-slate-500">(optional)</span>
          <input
            className={field}
            value={company}
            onChange={(event) => setCompany(event.target.value)}
            autoComplete="organization"
            maxLength={120}
          />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          Phone <span className="font-normal text-slate-500">(optional)</span>
          <input
            className={field}
            type="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            autoComplete="tel"
            maxLength={40}
          />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          Profile picture <span className="font-normal text-slate-500">(JPEG, PNG or WebP, up to 5 MB)</span>
          <input
            className="mt-1 block w-full text-sm"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => setAvatar(event.target.files?.[0] ?? null)}
          />
        </label>
        {uploadingAvatar && (
          <ProgressBar
            label={avatarProgress === 1 ? 'Saving your picture…' : 'Uploading your picture…'}
            value={avatarProgress === 1 ? null : avatarProgress}
          />
        )}
        {user.avatarUrl && !avatar && (
          <img
            src={user.avatarUrl}
            alt="Your current profile"
            width={64}
            height={64}
            className="size-16 rounded-full object-cover"
          />
        )}
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium text-slate-800">Measure pools in</legend>
          <div className="flex flex-wrap gap-4">
            {LENGTH_UNITS.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`${id}-units`}
                  checked={units === value}
                  onChange={() => setUnits(value)}
                />
                {LENGTH_UNIT_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-1"
            checked={profilePublic}
            onChange={(event) => setProfilePublic(event.target.checked)}
          />
          <span>
            Make my profile public
            <span className="block text-slate-500">
              Anyone with the link sees your name, role, company and picture. Never your e-mail or phone.
            </span>
          </span>
        </label>
        {profilePublic && (
          <p className="text-sm text-slate-600">
            Your public profile:{' '}
            <a className="text-brand-700 underline" href={`/profile/${user.id}`}>{`/profile/${user.id}`}</a>
          </p>
        )}
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex items-center gap-3">
          <button
            type="submit"
            disabled={saving}
            className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {saving ? 'Saving...' : mode === 'setup' ? 'Save and continue' : 'Save changes'}
          </button>
          {mode === 'setup' && (
            <button
              type="button"
              className="text-sm text-slate-600 hover:underline"
              onClick={() => navigate('/dashboard')}
            >
              Skip for now
            </button>
          )}
        </div>
      </form>
      {mode === 'edit' && <PriceTableSection user={user} />}
      {mode === 'edit' && <YourDataSection />}
      {mode === 'edit' && <DeleteAccountSection />}
    </div>
  );
}
