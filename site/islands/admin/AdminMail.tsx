// The mail kept for admins (/admin/mail) on an installation without an SMTP server: every message
// Poolscape would have sent (password resets, ticket answers, quote requests), newest first,
// searchable by address or subject, with its links clickable, so an admin can pass a reset link on
// to the person who asked. With an SMTP server set, it says so: mail goes out and none is kept.
import type { KeptMailMessage } from '@poolscape/shared';
import { type ReactNode, useId } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import { useAdminMail } from './admin-api.ts';
import { SearchField, useAddressSearch } from './filters.tsx';
import { Pager } from './Pager.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const LINK = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]])/g;

/** The message's text with its web addresses as links. */
function withLinks(text: string): ReactNode[] {
  return text.split(LINK).map((part, index) =>
    index % 2 === 1 ? (
      <a
        key={index}
        href={part}
        className="break-all text-sky-700 underline hover:text-sky-900"
        rel="noreferrer noopener"
        target="_blank"
      >
        {part}
      </a>
    ) : (
      part
    ),
  );
}

function Message({ message }: { message: KeptMailMessage }) {
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        data-testid="kept-mail"
      >
        <h2 id={headingId} className="font-semibold text-slate-900">
          {message.subject}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          To <span className="font-medium text-slate-800">{message.to}</span> · {when(message.at)}
        </p>
        <div className="mt-3 whitespace-pre-wrap break-words border-t border-slate-100 pt-3 text-sm text-slate-800">
          {withLinks(message.text)}
        </div>
      </article>
    </li>
  );
}

export function AdminMail() {
  const id = useId();
  const { search, params, set, typed, setTyped } = useAddressSearch();
  const mail = useAdminMail(search);
  const data = mail.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const query = params.get('q') ?? '';
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Mail</h1>
      {data &&
        (data.smtp ? (
          <p className="mt-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
            Mail goes out through the SMTP server {data.smtp}, so none is kept here.
            {data.total > 0 ? ' Below is what was kept before it was set up.' : ''}
          </p>
        ) : (
          <p className="mt-2 max-w-3xl text-slate-600">
            No SMTP server is set up (<code>SMTP_URL</code>), so the mail Poolscape would send is kept here
            for {data.keptDays} days, newest first. Pass a reset link on only to the person who asked for it,
            at the address it was meant for.
          </p>
        ))}
      <form className="mt-4 max-w-md" aria-label="Find mail" onSubmit={(event) => event.preventDefault()}>
        <SearchField id={`${id}-q`} label="Search by address or subject" value={typed} onChange={setTyped} />
      </form>
      {mail.isPending && <Spinner label="Loading the mail" />}
      {mail.isError && <ErrorText message={errorMessage(mail.error, 'The mail could not be loaded.')} />}
      {data && (
        <>
          <p className="mt-4 text-sm text-slate-600" aria-live="polite">
            {data.total === 1 ? '1 message' : `${data.total.toLocaleString('en-US')} messages`}
          </p>
          {data.items.length === 0 ? (
            <p className="mt-2 rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
              {query
                ? `No kept mail matches “${query}”. Try part of the address or the subject.`
                : `No mail has been kept in the last ${data.keptDays} days.`}
            </p>
          ) : (
            <ol className="mt-2 grid gap-3" aria-label="Kept mail">
              {data.items.map((message) => (
                <Message key={message.id} message={message} />
              ))}
            </ol>
          )}
          <Pager page={data.page} pages={pages} onPage={(page) => set('page', String(page))} />
        </>
      )}
    </div>
  );
}
