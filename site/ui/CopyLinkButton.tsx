import { toast } from '../stores/toasts.ts';
import { primaryButton } from './buttons.ts';
import { copyText } from './clipboard.ts';

/** "Copy share link": copies `url` and says so in a toast (or shows the link when copying fails). */
export function CopyLinkButton({ url, copiedLine }: { url: string; copiedLine: string }) {
  return (
    <button
      type="button"
      className={primaryButton}
      onClick={() =>
        void copyText(url).then((copied) =>
          toast(
            copied
              ? { title: 'Share link copied', description: copiedLine }
              : { title: 'Could not copy the link', description: url, variant: 'destructive' },
          ),
        )
      }
    >
      Copy share link
    </button>
  );
}
