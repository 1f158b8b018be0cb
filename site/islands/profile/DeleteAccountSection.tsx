// "Delete your account" on /profile/edit: says what goes and when, asks for the password (or, for an
// account without one, a sign-in with its provider a moment ago), then signs this browser out. The
// account is closed at once and removed for good after 7 days, unless its owner signs in and keeps it.
import {
  ACCOUNT_DELETE_TEXT,
  AccountDeletionInfoSchema,
  AccountDeletionSchema,
  DELETION_GRACE_DAYS,
  FRESH_SIGN_IN_MINUTES,
} from '@poolscape/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { holdForLeaving, navigate } from '../../lib/router/router.ts';
import { clearAuthToken } from '../../stores/auth-token.ts';
import { flashToast } from '../../stores/toasts.ts';
import { dangerButton, secondaryButton } from '../../ui/buttons.ts';
import { PasswordField } from '../auth/FormFields.tsx';

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const info = useQuery({
    queryKey: ['account', 'delete'],
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/account/delete', { schema: AccountDeletionInfoSchema, signal }),
    enabled: open,
  });
  const remove = useMutation({
    mutationFn: (password: string | undefined) =>
      apiRequest('POST', '/api/account/delete', {
        schema: AccountDeletionSchema,
        body: password === undefined ? {} : { password },
      }),
    // The call ends this session too: the sign-in guard waits for its answer.
    onMutate: () => holdForLeaving(true),
    onError: () => holdForLeaving(false),
    onSuccess: (done) => {
      flashToast({ title: 'Your account is closed', description: done.message });
      clearAuthToken();
      navigate('/', { full: true });
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get('password');
    remove.mutate(typeof password === 'string' ? password : undefined);
  };

  return (
    <section aria-labelledby="delete-account-heading" className="mt-12 border-t border-slate-200 pt-10">
      <h2 id="delete-account-heading" className="text-2xl font-bold text-slate-900">
        Delete your account
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        Your account is closed at once: you are signed out everywhere, and your share links, public profile,
        presentations and API keys stop working. After {DELETION_GRACE_DAYS} days everything is removed for
        good: designs, photos, renders, videos, collections, presentations, leads, support requests and files,
        and a paid plan is cancelled. Until then, sign in and choose “{ACCOUNT_DELETE_TEXT.keep}” to keep it.
        Want a copy? Download your data first.
      </p>
      {!open ? (
        <button type="button" className={`${dangerButton} mt-6 w-fit`} onClick={() => setOpen(true)}>
          {ACCOUNT_DELETE_TEXT.button}…
        </button>
      ) : (
        <form
          className="mt-6 grid max-w-xl gap-4"
          onSubmit={onSubmit}
          aria-label="Confirm deleting your account"
        >
          {info.isPending && <p className="text-sm text-slate-600">Loading…</p>}
          {info.isError && (
            <p role="alert" className="text-sm text-red-700">
              This could not be loaded. Please reload the page.
            </p>
          )}
          {info.data?.confirmWith === 'password' && (
            <PasswordField label="Your password" name="password" autoComplete="current-password" required />
          )}
          {info.data?.confirmWith === 'sign-in' && (
            <p className="text-sm text-slate-700">
              Your account has no password. To confirm it is you, sign in again (within{' '}
              {FRESH_SIGN_IN_MINUTES} minutes), then delete:{' '}
              {info.data.providers.map((provider) => (
                <a
                  key={provider}
                  className="mr-3 font-semibold text-brand-700 underline"
                  href={`/api/auth/${provider}?next=/profile/edit`}
                >
                  Sign in with {PROVIDER_NAMES[provider]}
                </a>
              ))}
            </p>
          )}
          {remove.isError && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {errorMessage(remove.error, 'Your account could not be deleted. Please try again.')}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={dangerButton} disabled={!info.data || remove.isPending}>
              {remove.isPending ? 'Deleting…' : ACCOUNT_DELETE_TEXT.button}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
