// All users (/admin/users): search by any part of an address or a name, filter by plan and
// status, sort, page through; the filters live in the address, so a view can be shared or kept.
import {
  ADMIN_USER_SORTS,
  ADMIN_USER_STATUSES,
  STAFF_ROLE_LABELS,
  SUBSCRIPTION_TIERS,
} from '@poolscape/shared';
import { useId } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { formatDate } from '../../ui/format.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import { useAdminUsers } from './admin-api.ts';
import { SearchField, useAddressSearch } from './filters.tsx';
import { Pager } from './Pager.tsx';

const STATUS_LABELS: Record<(typeof ADMIN_USER_STATUSES)[number], string> = {
  active: 'Active',
  disabled: 'Disabled',
  admin: 'Admins',
  editor: 'Editors',
};

const SORT_LABELS: Record<(typeof ADMIN_USER_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  email: 'E-mail A to Z',
  name: 'Last name A to Z',
};

export function AdminUsers() {
  const id = useId();
  const { search, params, set, typed, setTyped } = useAddressSearch();
  const users = useAdminUsers(search);
  const data = users.data;
  const page = data?.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Users</h1>
      <form
        className="mt-4 grid gap-3 sm:grid-cols-4"
        aria-label="Find users"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="sm:col-span-2">
          <SearchField id={`${id}-q`} label="Search by e-mail or name" value={typed} onChange={setTyped} />
        </div>
        <div>
          <label htmlFor={`${id}-plan`} className={labelClass}>
            Plan
          </label>
          <select
            id={`${id}-plan`}
            value={params.get('plan') ?? ''}
            onChange={(event) => set('plan', event.target.value)}
            className={`mt-1 ${inputClass}`}
          >
            <option value="">Any plan</option>
            {SUBSCRIPTION_TIERS.map((plan) => (
              <option key={plan} value={plan}>
                {plan}
              </option>
            ))}
          </select>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:col-span-4 sm:grid-cols-4">
          <div>
            <label htmlFor={`${id}-status`} className={labelClass}>
              Status
            </label>
            <select
              id={`${id}-status`}
              value={params.get('status') ?? ''}
              onChange={(event) => set('status', event.target.value)}
              className={`mt-1 ${inputClass}`}
            >
              <option value="">Anyone</option>
              {ADMIN_USER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-sort`} className={labelClass}>
              Sort
            </label>
            <select
              id={`${id}-sort`}
              value={params.get('sort') ?? 'newest'}
              onChange={(event) => set('sort', event.target.value)}
              className={`mt-1 ${inputClass}`}
            >
              {ADMIN_USER_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </form>
      {users.isPending && <Spinner label="Loading users" />}
      {users.isError && <ErrorText message={errorMessage(users.error, 'The users could not be loaded.')} />}
      {data && (
        <>
          <p className="mt-4 text-sm text-slate-600" aria-live="polite">
            {data.total === 1 ? '1 user' : `${data.total.toLocaleString('en-US')} users`}
          </p>
          {data.items.length === 0 ? (
            <p className="mt-4 rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
              Nobody matches. Try part of the address or the name.
            </p>
          ) : (
            <div className="mt-2 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th className="px-3 py-2 font-semibold">User</th>
                    <th className="px-3 py-2 font-semibold">Plan</th>
                    <th className="px-3 py-2 font-semibold">Status</th>
                    <th className="px-3 py-2 font-semibold">Joined</th>
                    <th className="px-3 py-2 font-semibold">Last seen</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((user) => (
                    <tr key={user.id} className="border-t border-slate-100">
                      <td className="px-3 py-2">
                        <AppLink
                          href={`/admin/users/${user.id}`}
                          className="font-semibold text-brand-700 hover:underline"
                        >
                          {user.name || user.email}
                        </AppLink>
                        <span className="block text-slate-600">{user.email}</span>
                      </td>
                      <td className="px-3 py-2">{user.plan}</td>
                      <td className="px-3 py-2">
                        {user.disabled ? 'Disabled' : 'Active'}
                        {user.staffRole ? ` · ${STAFF_ROLE_LABELS[user.staffRole]}` : ''}
                      </td>
                      <td className="px-3 py-2">{formatDate(user.createdAt)}</td>
                      <td className="px-3 py-2">{user.lastSeenAt ? formatDate(user.lastSeenAt) : 'Never'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={page} pages={pages} onPage={(next) => set('page', String(next))} />
        </>
      )}
    </div>
  );
}
