// "Publish to WordPress" for a design or a collection: title, text, post or page, category and
// draft or published, then the post on the connected site (updated in place when it was published
// before), with a link to it. Without a connection it points to the wizard.
import {
  WORDPRESS_LIMITS,
  WORDPRESS_POST_STATUSES,
  WORDPRESS_POST_TYPES,
  type WordPressPublication,
} from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { toast } from '../../stores/toasts.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { Modal } from '../../ui/dialogs.tsx';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import {
  type PublishKind,
  publishToWordPress,
  useCategories,
  useConnection,
  usePublication,
  wordpressKeys,
} from './wordpress-api.ts';

const TYPE_LABELS = { post: 'Post', page: 'Page' } as const;
const STATUS_LABELS = { draft: 'Save as a draft', publish: 'Publish now' } as const;

/** Where the item was published, with its links. */
export function PublicationLine({ publication }: { publication: WordPressPublication }) {
  const draft = publication.status !== 'publish';
  return (
    <p className="text-sm text-slate-700" data-testid="wordpress-publication">
      {draft ? 'Saved as a draft' : 'Published'} on {new URL(publication.siteUrl).host} as a{' '}
      {publication.type === 'page' ? 'page' : 'post'}:{' '}
      <a
        href={publication.link}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-brand-700 underline"
      >
        {draft ? 'Preview it' : 'View the post'}
      </a>{' '}
      ·{' '}
      <a
        href={publication.editUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="text-brand-700 underline"
      >
        Edit in WordPress
      </a>
    </p>
  );
}

function PublishForm({
  kind,
  id,
  name,
  imageId,
  publication,
  onDone,
}: {
  kind: PublishKind;
  id: string;
  name: string;
  imageId?: string;
  publication: WordPressPublication | null;
  onDone: () => void;
}) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(publication?.title ?? name);
  const [text, setText] = useState('');
  const [type, setType] = useState<'post' | 'page'>(publication?.type ?? 'post');
  const [status, setStatus] = useState<'draft' | 'publish'>(
    publication?.status === 'draft' ? 'draft' : 'publish',
  );
  const [category, setCategory] = useState('');
  const categories = useCategories(type === 'post');
  const publish = useMutation({
    mutationFn: () =>
      publishToWordPress(kind, id, {
        title: title.trim(),
        text: text.trim(),
        type,
        status,
        categoryId: type === 'post' && category ? Number(category) : null,
        ...(imageId ? { imageId } : {}),
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(wordpressKeys.publication(kind, id), { publication: next });
      toast({
        title: publication
          ? 'WordPress post updated'
          : next.status === 'publish'
            ? 'Published to WordPress'
            : 'Draft saved in WordPress',
        description: next.link,
      });
      onDone();
    },
  });
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (title.trim()) publish.mutate();
      }}
    >
      {publication && (
        <div className="grid gap-1 rounded-xl bg-slate-50 p-3">
          <PublicationLine publication={publication} />
          <p className="text-sm text-slate-600">Publishing again updates this {publication.type}.</p>
        </div>
      )}
      <div className="grid gap-1">
        <label htmlFor={`${formId}-title`} className={labelClass}>
          Title
        </label>
        <input
          id={`${formId}-title`}
          className={inputClass}
          value={title}
          maxLength={WORDPRESS_LIMITS.titleLength}
          onChange={(event) => setTitle(event.target.value)}
          required
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${formId}-text`} className={labelClass}>
          Text (optional)
        </label>
        <textarea
          id={`${formId}-text`}
          className={`${inputClass} min-h-24`}
          value={text}
          maxLength={WORDPRESS_LIMITS.textLength}
          placeholder={
            kind === 'design' ? 'A few words about this pool.' : 'A few words about these designs.'
          }
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <fieldset className="grid gap-2" disabled={publication !== null}>
        <legend className={labelClass}>Publish as</legend>
        <div className="flex flex-wrap gap-4">
          {WORDPRESS_POST_TYPES.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${formId}-type`}
                checked={type === option}
                onChange={() => setType(option)}
              />
              {TYPE_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      {type === 'post' && (
        <div className="grid gap-1">
          <label htmlFor={`${formId}-category`} className={labelClass}>
            Category
          </label>
          <select
            id={`${formId}-category`}
            className={inputClass}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            disabled={categories.isPending}
          >
            <option value="">
              {categories.isPending ? 'Loading the site’s categories...' : 'The site’s default category'}
            </option>
            {categories.data?.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
          {categories.isError && (
            <ErrorText message={errorMessage(categories.error, 'The categories could not be loaded.')} />
          )}
        </div>
      )}
      <fieldset className="grid gap-2">
        <legend className={labelClass}>When</legend>
        <div className="flex flex-wrap gap-4">
          {WORDPRESS_POST_STATUSES.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${formId}-status`}
                checked={status === option}
                onChange={() => setStatus(option)}
              />
              {STATUS_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      {publish.isError && (
        <ErrorText message={errorMessage(publish.error, 'That did not work. Try again.')} />
      )}
      {publish.isPending && (
        <p className="text-sm text-slate-600" role="status">
          Uploading the pictures and writing the post. This takes a few seconds.
        </p>
      )}
      <div className="flex justify-end">
        <button type="submit" className={primaryButton} disabled={publish.isPending || !title.trim()}>
          {publish.isPending ? 'Publishing...' : publication ? `Update the ${publication.type}` : 'Publish'}
        </button>
      </div>
    </form>
  );
}

export function PublishDialog({
  open,
  onClose,
  kind,
  id,
  name,
  imageId,
}: {
  open: boolean;
  onClose: () => void;
  kind: PublishKind;
  id: string;
  name: string;
  imageId?: string;
}) {
  const connection = useConnection();
  const connected = connection.data?.connection ?? null;
  const publication = usePublication(kind, id, open && connected !== null);
  return (
    <Modal open={open} onClose={onClose} title="Publish to WordPress" wide>
      {(connection.isPending || (connected && publication.isPending)) && <Spinner label="Loading" />}
      {connection.isError && (
        <ErrorText message={errorMessage(connection.error, 'That did not load. Try again.')} />
      )}
      {connection.data && !connected && (
        <div className="grid gap-3 text-sm text-slate-700">
          <p>
            Connect your WordPress site first: it takes a minute, with an application password from your site.
          </p>
          <div>
            <AppLink href="/wordpress-wizard" className={primaryButton}>
              Open the WordPress wizard
            </AppLink>
          </div>
        </div>
      )}
      {connected && publication.data && (
        <>
          <p className="mb-4 text-sm text-slate-600">
            To <strong>{connected.siteName}</strong> ({connected.siteUrl})
          </p>
          <PublishForm
            kind={kind}
            id={id}
            name={name}
            imageId={imageId}
            publication={publication.data.publication}
            onDone={onClose}
          />
        </>
      )}
    </Modal>
  );
}
