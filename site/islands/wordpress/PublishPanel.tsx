// The WordPress panel of a design's page or a collection's: where it was published, and
// "Publish to WordPress", which opens the publish dialog.
import { useState } from 'react';
import { secondaryButton } from '../../ui/buttons.ts';
import { PublicationLine, PublishDialog } from './PublishDialog.tsx';
import { type PublishKind, useConnection, usePublication } from './wordpress-api.ts';

export function PublishPanel({
  kind,
  id,
  name,
  imageId,
  disabled = false,
}: {
  kind: PublishKind;
  id: string;
  name: string;
  imageId?: string;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const connection = useConnection();
  const connected = connection.data?.connection ?? null;
  const publication = usePublication(kind, id, connected !== null);
  const published = publication.data?.publication ?? null;
  return (
    <section
      aria-label="WordPress"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      {published ? (
        <PublicationLine publication={published} />
      ) : (
        <p className="text-sm text-slate-700">
          {connected
            ? `Put it on ${connected.siteName} as a post or page.`
            : 'Put it on your own WordPress site as a post or page.'}
        </p>
      )}
      <div>
        <button type="button" className={secondaryButton} onClick={() => setOpen(true)} disabled={disabled}>
          Publish to WordPress
        </button>
      </div>
      <PublishDialog
        open={open}
        onClose={() => setOpen(false)}
        kind={kind}
        id={id}
        name={name}
        imageId={imageId}
      />
    </section>
  );
}
