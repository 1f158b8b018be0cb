/**
 * `/keep-account`: where a sign-in lands when the account asked to be deleted and its 7 days are not
 * over. The sign-in left a short-lived cookie that only the keep-account calls receive; this screen
 * says whose account it is and when it goes, and "Keep my account" cancels the deletion and signs
 * in. Once the cookie has expired, it sends the person back to sign in.
 */
import { ACCOUNT_DELETE_TEXT, deletionDay } from '@poolscape/shared/account-data';
import { AuthSuccessSchema, KeepAccountStateSchema } from '@poolscape/shared/auth';
import { AUTH_API_MESSAGES, AUTH_TEXT } from '@poolscape/shared/auth-text';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { signedIn } from '../../stores/auth-token.ts';
import { flashToast } from '../../stores/toasts.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { AuthCard, linkClass } from './FormControls.tsx';

const KEEP_PATH = '/api/auth/keep-account';

function KeepAccountCard(): ReactElement {
  const state = useQuery({
    queryKey: [KEEP_PATH],
    queryFn: ({ signal }) =>
      apiRequest('GET', KEEP_PATH, {
        schema: KeepAccountStateSchema,
        signal,
        auth: 'none',
        signOutOn401: false,
      }),
    retry: false,
  });
  const keep = useMutation({
    mutationFn: () =>
      apiRequest('POST', KEEP_PATH, { schema: AuthSuccessSchema, auth: 'none', signOutOn401: false }),
    onSuccess: (session) => {
      signedIn(session.token, true);
      flashToast({ title: session.message });
      window.location.assign('/dashboard');
    },
  });

  if (state.isPending)
    return (
      <AuthCard title="Keep your account">
        <p className="text-slate-600">Loading…</p>
      </AuthCard>
    );
  if (state.isError || (keep.error instanceof ApiError && keep.error.status === 401))
    return (
      <AuthCard title="Keep your account">
        <p role="alert" className="text-slate-700">
          {state.error instanceof ApiError && state.error.status !== 401
            ? AUTH_TEXT.errors.loginNetwork
            : AUTH_API_MESSAGES.keepAccountExpired}
        </p>
        <a href="/login" className={`${primaryButton} justify-center`}>
          Sign in
        </a>
      </AuthCard>
    );
  const { email, deletionDueAt } = state.data;
  return (
    <AuthCard title="Your account is set to be deleted">
      <p className="text-slate-700">
        The Poolscape account <strong>{email}</strong> will be deleted on{' '}
        <strong>{deletionDay(deletionDueAt)}</strong>, with its designs, photos, renders, videos, collections,
        presentations and leads. Keep it, and everything stays as it was.
      </p>
      {keep.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Your account could not be kept just now. Please try again.
        </p>
      )}
      <button
        type="button"
        className={`${primaryButton} justify-center`}
        disabled={keep.isPending}
        onClick={() => keep.mutate()}
      >
        {keep.isPending ? 'Keeping your account…' : ACCOUNT_DELETE_TEXT.keep}
      </button>
      <a href="/" className={`${secondaryButton} justify-center`}>
        Let it be deleted
      </a>
      <p className="text-center text-sm text-slate-600">
        Want a copy of your data first? Keep your account, then use “Download my data” on{' '}
        <a href="/profile/edit" className={linkClass}>
          your profile
        </a>
        .
      </p>
    </AuthCard>
  );
}

export function KeepAccount(): ReactElement {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <KeepAccountCard />
    </QueryClientProvider>
  );
}
