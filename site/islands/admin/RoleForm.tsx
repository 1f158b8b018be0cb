// A user's staff role on their admin page: choose, then confirm. Nothing changes while an arrow key
// walks through the choices, and giving someone the admin role is said in full before it is done.
import { type AdminUserDetail, STAFF_ROLE_LABELS, type StaffRole } from '@poolscape/shared';
import { useId, useState } from 'react';
import { secondaryButton } from '../../ui/buttons.ts';
import { ConfirmDialog } from '../../ui/dialogs.tsx';

const DESCRIBED: Record<StaffRole | 'user', string> = {
  user: 'an ordinary user again, with no access to the admin area or the CMS',
  editor: 'an editor: the content screens and the CMS, but not people, money or support',
  admin: 'an admin: everything in the admin area and the CMS, people and money included',
};

export function RoleForm({
  user,
  pending,
  onChange,
}: {
  user: AdminUserDetail;
  pending: boolean;
  onChange: (staffRole: StaffRole | null) => Promise<unknown>;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<StaffRole | ''>(user.staffRole ?? '');
  const [asking, setAsking] = useState(false);
  const current = user.staffRole ?? '';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={`${id}-role`} className="text-sm font-semibold text-slate-800">
        Role
      </label>
      <select
        id={`${id}-role`}
        className="rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm"
        value={chosen}
        onChange={(event) => setChosen(event.target.value as StaffRole | '')}
      >
        <option value="">User</option>
        <option value="editor">Editor (content only)</option>
        <option value="admin">Admin</option>
      </select>
      <button
        type="button"
        className={secondaryButton}
        disabled={chosen === current || pending}
        onClick={() => setAsking(true)}
      >
        Change role
      </button>
      <ConfirmDialog
        open={asking}
        title={chosen ? `Make them ${STAFF_ROLE_LABELS[chosen].toLowerCase()}?` : 'Take away their role?'}
        message={`${user.email} becomes ${DESCRIBED[chosen || 'user']}.`}
        confirmLabel="Change role"
        pending={pending}
        onConfirm={() =>
          void onChange(chosen || null).then(
            () => setAsking(false),
            () => undefined,
          )
        }
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
