// "Their data" on /admin/users/{id}: for a request that came by mail, an admin has the user's archive
// made, or their account deleted, as if they had asked on their profile. The archive's link goes to
// the user alone; a deletion closes the account at once and removes it after 7 days, unless the user
// signs in and keeps it. The reason goes to the audit log either way.
import { DELETION_GRACE_DAYS, deletionDay } from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../stores/toasts.ts';
import { dangerButton, secondaryButton } from '../../ui/buttons.ts';
import { ErrorText } from '../../ui/states.tsx';
import { deleteUserAccount, exportUserData } from './admin-api.ts';
import { ReasonField } from './ReasonField.tsx';

type Request = 'export' | 'delete';

export function UserDataExport({
  user,
  className,
}: {
  user: { id: string; email: string; deletionDueAt: string | null };
  className: string;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const send = useMutation({
    mutationFn: (request: Request) =>
      request === 'export'
        ? exportUserData(user.id, reason.trim())
        : deleteUserAccount(user.id, reason.trim()),
    onSuccess: (answer, request) => {
      toast({
        title: request === 'export' ? 'Archive on its way' : 'Account closed',
        description: answer.message,
      });
      setReason('');
      setConfirmDelete(false);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  const ready = Boolean(reason.trim()) && !send.isPending;
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Their data
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        For a request that came by mail: the user gets an archive of everything their account holds, as from
        "Download my data" on their profile (the link goes to them by e-mail, never to you), or their account
        is deleted, as from "Delete my account": closed at once, removed for good after {DELETION_GRACE_DAYS}{' '}
        days.
      </p>
      {user.deletionDueAt && (
        <p className="mt-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          This account is closed and will be deleted on {deletionDay(user.deletionDueAt)}, unless they sign in
          and keep it.
        </p>
      )}
      <form
        className="mt-3 grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim()) send.mutate('export');
        }}
      >
        <ReasonField
          id={`${id}-reason`}
          label="Why they asked (kept in the audit log)"
          value={reason}
          onChange={setReason}
        />
        {send.isError && (
          <ErrorText message={errorMessage(send.error, 'That was not done. Please try again.')} />
        )}
        {confirmDelete ? (
          <div
            role="alert"
            className="grid gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            <p>
              Delete {user.email}'s account? They are signed out at once, their links stop working, and in{' '}
              {DELETION_GRACE_DAYS} days everything they have is removed.
            </p>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className={dangerButton}
                disabled={!ready}
                onClick={() => send.mutate('delete')}
              >
                {send.isPending ? 'Deleting…' : 'Yes, delete their account'}
              </button>
              <button type="button" className={secondaryButton} onClick={() => setConfirmDelete(false)}>
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={secondaryButton} disabled={!ready}>
              {send.isPending ? 'Asking…' : 'Send them their data'}
            </button>
            {!user.deletionDueAt && (
              <button
                type="button"
                className={dangerButton}
                disabled={!ready}
                onClick={() => setConfirmDelete(true)}
              >
                Delete their account…
              </button>
            )}
          </div>
        )}
      </form>
    </section>
  );
}
