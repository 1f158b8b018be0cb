// The social share modal: Facebook, X (Twitter), Pinterest, LinkedIn and e-mail, and a copy
// button. A private design cannot be seen by anyone it is shared with, so the modal says so and
// offers to make it unlisted first.
import type { Visibility } from '@poolscape/shared';
import { shareLinks } from '../../lib/share-links.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { copyShareLink } from '../../ui/clipboard.ts';
import { Modal } from '../../ui/dialogs.tsx';

export function SocialShareModal({
  open,
  onClose,
  shareUrl,
  title,
  imageUrl,
  visibility,
  onMakeUnlisted,
  changingVisibility,
}: {
  open: boolean;
  onClose: () => void;
  shareUrl: string;
  title: string;
  imageUrl: string | null;
  visibility: Visibility;
  onMakeUnlisted: () => void;
  changingVisibility: boolean;
}) {
  const isPrivate = visibility === 'private';
  return (
    <Modal open={open} onClose={onClose} title="Share this design">
      {isPrivate && (
        <div className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p>This design is private: people you share it with will not be able to open it.</p>
          <button
            type="button"
            className={`${primaryButton} mt-3`}
            onClick={onMakeUnlisted}
            disabled={changingVisibility}
          >
            {changingVisibility ? 'Saving...' : 'Make it unlisted (anyone with the link)'}
          </button>
        </div>
      )}
      <ul className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
        {shareLinks({ url: shareUrl, title, imageUrl }).map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              target={link.id === 'email' ? undefined : '_blank'}
              rel="noopener noreferrer"
              className={`${secondaryButton} w-full`}
            >
              {link.id === 'email' ? 'Send by e-mail' : `Share on ${link.label}`}
              {link.id !== 'email' && <span className="sr-only"> (opens in a new tab)</span>}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <label className="block text-sm font-medium text-slate-800" htmlFor="share-link-field">
          Link
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="share-link-field"
            readOnly
            value={shareUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800"
          />
          <button
            type="button"
            className={primaryButton}
            onClick={() => void copyShareLink(shareUrl, isPrivate)}
          >
            Copy link
          </button>
        </div>
      </div>
    </Modal>
  );
}
