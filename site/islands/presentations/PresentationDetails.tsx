// The presentation editor's side panels: the title and closing slides' words and what the closing
// slide shows of the profile, and the share link (the PDF download is `PdfButton.tsx`).
import { PRESENTATION_LIMITS, type Presentation, type UpdatePresentation } from '@poolscape/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { CopyLinkButton } from '../../ui/CopyLinkButton.tsx';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { ErrorText } from '../../ui/states.tsx';
import { QuoteRequestsSwitch } from '../leads/QuoteRequestsSwitch.tsx';
import { TitleFields } from './TitleFields.tsx';

const panel = 'grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

export function DetailsPanel({
  presentation,
  onSave,
}: {
  presentation: Presentation;
  onSave: (change: UpdatePresentation) => Promise<unknown>;
}) {
  const id = useId();
  const [title, setTitle] = useState(presentation.title);
  const [clientName, setClientName] = useState(presentation.clientName);
  const [closing, setClosing] = useState(presentation.closingMessage);
  const save = useMutation({
    mutationFn: () =>
      onSave({ title: title.trim(), clientName: clientName.trim(), closingMessage: closing.trim() }),
  });
  const changed =
    title.trim() !== presentation.title ||
    clientName.trim() !== presentation.clientName ||
    closing.trim() !== presentation.closingMessage;
  const showing = (field: 'showEmail' | 'showPhone', label: string) => (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={presentation[field]}
        onChange={(event) => void onSave({ [field]: event.target.checked })}
        className="h-4 w-4"
      />
      {label}
    </label>
  );
  const { brand } = presentation;
  return (
    <section aria-labelledby={`${id}-title`} className={panel}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Title and closing slides
      </h2>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (title.trim()) save.mutate();
        }}
      >
        <TitleFields
          id={id}
          title={title}
          clientName={clientName}
          onTitle={setTitle}
          onClientName={setClientName}
        />
        <div>
          <label htmlFor={`${id}-closing`} className={labelClass}>
            Closing message
          </label>
          <textarea
            id={`${id}-closing`}
            rows={2}
            value={closing}
            maxLength={PRESENTATION_LIMITS.closingLength}
            onChange={(event) => setClosing(event.target.value)}
            className={`mt-1 ${inputClass}`}
          />
        </div>
        {save.isError && (
          <ErrorText message={errorMessage(save.error, 'The changes were not saved. Try again.')} />
        )}
        <div>
          <button
            type="submit"
            className={secondaryButton}
            disabled={!changed || !title.trim() || save.isPending}
          >
            {save.isPending ? 'Saving…' : 'Save slides text'}
          </button>
        </div>
      </form>
      <div className="grid gap-2 border-t border-slate-200 pt-3">
        <p className="text-sm text-slate-700">
          Your brand comes from{' '}
          <AppLink href="/profile/edit" className="font-semibold text-brand-700 hover:underline">
            your profile
          </AppLink>
          : {[brand.name, brand.company].filter(Boolean).join(', ')}
          {brand.logoUrl ? ', with your picture as the logo.' : '. Add a picture there to show a logo.'}
        </p>
        {showing('showPhone', 'Show my phone number on the closing slide')}
        {showing('showEmail', 'Show my e-mail address on the closing slide')}
      </div>
    </section>
  );
}

export function SharePanel({
  presentation,
  pending,
  onShare,
}: {
  presentation: Presentation;
  pending: boolean;
  onShare: (shared: boolean) => void;
}) {
  const id = useId();
  const link = presentation.shareUrl;
  return (
    <section aria-labelledby={`${id}-title`} className={panel}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Share link
      </h2>
      {link ? (
        <>
          <p className="text-sm text-slate-700">
            Anyone with this link can play the presentation and download its PDF, without an account.
          </p>
          <p className="break-all text-sm text-slate-900" data-testid="presentation-share-url">
            {link}
          </p>
          <div className="flex flex-wrap gap-2">
            <CopyLinkButton url={link} copiedLine="Send it to your client." />
            <a href={link} target="_blank" rel="noopener" className={secondaryButton}>
              Open the shared view<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <button
              type="button"
              className={secondaryButton}
              disabled={pending}
              onClick={() => onShare(false)}
            >
              Stop sharing
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Make a link your client can open on any device. Stopping sharing ends the link for good.
          </p>
          <div>
            <button type="button" className={primaryButton} disabled={pending} onClick={() => onShare(true)}>
              Create share link
            </button>
          </div>
        </>
      )}
      <QuoteRequestsSwitch kind="presentation" id={presentation.id} shared={link !== null} />
    </section>
  );
}
