// "Their data" on /admin/users/{id}: for a request that came by mail, an admin has the user's archive
// made as if they had asked on their profile. The link goes to the user alone; the reason goes to
// the audit log.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../stores/toasts.ts';
import { secondaryButton } from '../../ui/buttons.ts';
import { ErrorText } from '../../ui/states.tsx';
import { exportUserData } from './admin-api.ts';
import { ReasonField } from './ReasonField.tsx';

export function UserDataExport({ userId, className }: { userId: string; className: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const send = useMutation({
    mutationFn: () => exportUserData(userId, reason.trim()),
    onSuccess: (answer) => {
      toast({ title: 'Archive on its way', description: answer.message });
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Their data
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        For a request that came by mail: the user gets an archive of everything their account holds, as from
        "Download my data" on their profile. The link goes to them by e-mail, never to you.
      </p>
      <form
        className="mt-3 grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim()) send.mutate();
        }}
      >
        <ReasonField
          id={`${id}-reason`}
          label="Why they asked (kept in the audit log)"
          value={reason}
          onChange={setReason}
        />
        {send.isError && <ErrorText message={errorMessage(send.error, 'The archive was not asked for.')} />}
        <div>
          <button type="submit" className={secondaryButton} disabled={!reason.trim() || send.isPending}>
            {send.isPending ? 'Asking…' : 'Send them their data'}
          </button>
        </div>
      </form>
    </section>
  );
}
