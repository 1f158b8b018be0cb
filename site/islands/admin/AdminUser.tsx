// One user (/admin/users/{id}): their profile and plan (changed here, PlanForm), this period's
// images with a form to grant or take back images with a reason (written to the credit ledger),
// their sessions (sign out everywhere), a password reset e-mail, disabling or enabling the account
// and the admin role, their data sent to them, and what the audit log says was done to them.
import { type AdminUserDetail, STAFF_ROLE_LABELS, SUBSCRIPTION_TIER_LABELS } from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { toast } from '../../stores/toasts.ts';
import { dangerButton, primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { ConfirmDialog } from '../../ui/dialogs.tsx';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { formatDate } from '../../ui/format.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import { AuditList } from './AdminAudit.tsx';
import {
  adminKeys,
  changeCredits,
  sendPasswordReset,
  signOutUser,
  updateAdminUser,
  useAdminUser,
} from './admin-api.ts';
import { PlanForm } from './PlanForm.tsx';
import { ReasonField } from './ReasonField.tsx';
import { RoleForm } from './RoleForm.tsx';
import { UserDataExport } from './UserDataExport.tsx';

const panel = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

function CreditsForm({ user, onDone }: { user: AdminUserDetail; onDone: (next: AdminUserDetail) => void }) {
  const id = useId();
  const [images, setImages] = useState('');
  const [reason, setReason] = useState('');
  const amount = Number(images);
  const valid =
    Number.isInteger(amount) && amount !== 0 && Math.abs(amount) <= 10_000 && reason.trim().length > 0;
  const change = useMutation({
    mutationFn: () => changeCredits(user.id, { images: amount, reason: reason.trim() }),
    onSuccess: (next) => {
      onDone(next);
      toast({
        title: amount > 0 ? `${amount} images granted` : `${-amount} images taken back`,
        description: `${next.email} now has ${next.images.left} left.`,
      });
      setImages('');
      setReason('');
    },
  });
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) change.mutate();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <div>
          <label htmlFor={`${id}-images`} className={labelClass}>
            Images
          </label>
          <input
            id={`${id}-images`}
            type="number"
            step={1}
            min={-10000}
            max={10000}
            value={images}
            onChange={(event) => setImages(event.target.value)}
            aria-describedby={`${id}-hint`}
            className={`mt-1 ${inputClass}`}
          />
        </div>
        <ReasonField id={`${id}-reason`} value={reason} onChange={setReason} />
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        A positive number grants images for this period; a negative one takes them back.
      </p>
      {change.isError && <ErrorText message={errorMessage(change.error, 'The images were not changed.')} />}
      <div>
        <button type="submit" className={primaryButton} disabled={!valid || change.isPending}>
          {change.isPending ? 'Saving…' : 'Change images'}
        </button>
      </div>
    </form>
  );
}

export function AdminUser({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const query = useAdminUser(userId);
  const user = query.data;
  const [confirm, setConfirm] = useState<'disable' | 'sign-out' | null>(null);
  const saved = (next: AdminUserDetail) => {
    queryClient.setQueryData(adminKeys.user(userId), next);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
  };
  const act = useMutation({
    mutationFn: (work: () => Promise<AdminUserDetail>) => work(),
    onSuccess: (next) => {
      saved(next);
      setConfirm(null);
    },
    onError: (error) =>
      toast({ title: 'Not changed', description: errorMessage(error, 'Try again.'), variant: 'destructive' }),
  });
  const reset = useMutation({
    mutationFn: () => sendPasswordReset(userId),
    onSuccess: (answer) => {
      toast({ title: 'Reset link sent', description: answer.message });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
    onError: (error) =>
      toast({ title: 'Not sent', description: errorMessage(error, 'Try again.'), variant: 'destructive' }),
  });

  if (query.isPending) return <Spinner label="Loading the user" />;
  if (!user) {
    return (
      <div className="py-12 text-center">
        <h1 className="text-2xl font-bold text-slate-900">We could not find that user</h1>
        <AppLink href="/admin/users" className={`${primaryButton} mt-6`}>
          All users
        </AppLink>
      </div>
    );
  }
  const { images } = user;
  return (
    <div className="grid gap-6">
      <div>
        <AppLink href="/admin/users" className="text-sm font-semibold text-brand-700 hover:underline">
          ← All users
        </AppLink>
        <h1 className="mt-2 break-words text-3xl font-bold text-slate-900">{user.name || user.email}</h1>
        <p className="mt-1 text-slate-700">
          {user.email} · {SUBSCRIPTION_TIER_LABELS[user.plan]} plan ·{' '}
          {user.deletionDueAt ? 'Closed, to be deleted' : user.disabled ? 'Disabled' : 'Active'}
          {user.staffRole ? ` · ${STAFF_ROLE_LABELS[user.staffRole]}` : ''}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="profile" className={panel}>
          <h2 id="profile" className="text-lg font-semibold text-slate-900">
            Profile
          </h2>
          <dl className="mt-3 grid grid-cols-[9rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Role</dt>
            <dd>{user.role ?? 'Not set'}</dd>
            <dt className="text-slate-600">Company</dt>
            <dd>{user.company ?? '—'}</dd>
            <dt className="text-slate-600">Phone</dt>
            <dd>{user.phone ?? '—'}</dd>
            <dt className="text-slate-600">Public profile</dt>
            <dd>{user.profilePublic ? 'Yes' : 'No'}</dd>
            <dt className="text-slate-600">Joined</dt>
            <dd>{formatDate(user.createdAt)}</dd>
            <dt className="text-slate-600">Last seen</dt>
            <dd>
              {user.lastSeenAt ? formatDate(user.lastSeenAt) : 'Never'} ·{' '}
              <AppLink href={`/admin/users/${user.id}/analytics`} className="text-brand-700 hover:underline">
                Analytics
              </AppLink>
            </dd>
            <dt className="text-slate-600">Designs</dt>
            <dd>
              <AppLink href={`/admin/users/${user.id}/designs`} className="text-brand-700 hover:underline">
                {user.designCount}
              </AppLink>
            </dd>
            <dt className="text-slate-600">Open tickets</dt>
            <dd>
              <AppLink href={`/admin/users/${user.id}/tickets`} className="text-brand-700 hover:underline">
                {user.openTickets}
              </AppLink>
            </dd>
          </dl>
        </section>
        <section aria-labelledby="images" className={panel}>
          <h2 id="images" className="text-lg font-semibold text-slate-900">
            Images this period
          </h2>
          <p className="mt-2 text-sm text-slate-700" data-testid="admin-images">
            {images.left} left: {images.plan} from the plan
            {images.granted !== 0 ? `, ${images.granted > 0 ? '+' : ''}${images.granted} from support` : ''},{' '}
            {images.used} used, {images.packs} from packs
            {images.periodEnds ? `; the period ends ${formatDate(images.periodEnds)}` : ''}.
          </p>
          <div className="mt-4">
            <CreditsForm user={user} onDone={saved} />
          </div>
        </section>
        <section aria-labelledby="plan" className={panel}>
          <h2 id="plan" className="text-lg font-semibold text-slate-900">
            Plan
          </h2>
          <div className="mt-2">
            <PlanForm key={`${user.plan}-${user.planUntil}`} user={user} onDone={saved} />
          </div>
        </section>
        <section aria-labelledby="access" className={panel}>
          <h2 id="access" className="text-lg font-semibold text-slate-900">
            Access
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            {user.activeSessions === 1 ? '1 active session' : `${user.activeSessions} active sessions`}.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className={secondaryButton} onClick={() => setConfirm('sign-out')}>
              Sign out everywhere
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={reset.isPending}
              onClick={() => reset.mutate()}
            >
              Send a password reset e-mail
            </button>
            <RoleForm
              key={user.staffRole ?? 'user'}
              user={user}
              pending={act.isPending}
              onChange={(staffRole) => act.mutateAsync(() => updateAdminUser(user.id, { staffRole }))}
            />
            {user.disabled ? (
              <button
                type="button"
                className={primaryButton}
                onClick={() => act.mutate(() => updateAdminUser(user.id, { disabled: false }))}
              >
                Enable account
              </button>
            ) : (
              <button type="button" className={dangerButton} onClick={() => setConfirm('disable')}>
                Disable account
              </button>
            )}
          </div>
        </section>
        <UserDataExport user={user} className={panel} />
        <section aria-labelledby="history" className={panel}>
          <h2 id="history" className="text-lg font-semibold text-slate-900">
            Changes by admins
          </h2>
          <AuditList search={`?targetId=${user.id}`} compact />
        </section>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'disable' ? 'Disable this account?' : 'Sign out everywhere?'}
        message={
          confirm === 'disable'
            ? `${user.email} will be signed out at once and cannot sign in until the account is enabled again.`
            : `${user.email} will be signed out on every device.`
        }
        confirmLabel={confirm === 'disable' ? 'Disable account' : 'Sign out everywhere'}
        pending={act.isPending}
        onConfirm={() =>
          act.mutate(() =>
            confirm === 'disable' ? updateAdminUser(user.id, { disabled: true }) : signOutUser(user.id),
          )
        }
        onCancel={() => setConfirm(null)}
      />
    </div>
  );
}
