// A presentation's PDF download, on the editor and on the shared page. The server makes the whole
// PDF in one request and cannot tell how far it is, so the bar is indeterminate while it works
// ("Making the PDF…", with the page count), then shows the download itself once the answer starts.
import { useState } from 'react';
import { readWithProgress } from '../../lib/download-progress.ts';
import { toast } from '../../stores/toasts.ts';
import { ProgressBar } from '../../ui/ProgressBar.tsx';

/** A refusal the API put in words. */
class PdfRefused extends Error {}

/** Where the download is: the server making the PDF, or the file arriving (its fraction, or null). */
type PdfStep = { kind: 'idle' } | { kind: 'making' } | { kind: 'receiving'; fraction: number | null };

/** Hand the browser `blob` as a file named `name`, the way a download link would. */
function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Downloads the PDF through a request of our own, so the button can say it is working and why it
 * failed. `pages` is the PDF's page count when the screen knows it (a title page, one per design and
 * a closing page).
 */
export function PdfButton({
  url,
  title,
  className,
  pages,
}: {
  url: string;
  title: string;
  className: string;
  pages?: number;
}) {
  const [step, setStep] = useState<PdfStep>({ kind: 'idle' });
  const busy = step.kind !== 'idle';
  const download = async () => {
    setStep({ kind: 'making' });
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new PdfRefused(body?.message ?? 'The PDF could not be made. Try again.');
      }
      setStep({ kind: 'receiving', fraction: null });
      const blob = await readWithProgress(response, 'application/pdf', (fraction) =>
        setStep({ kind: 'receiving', fraction }),
      );
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      saveFile(blob, name ?? `${title}.pdf`);
    } catch (error) {
      toast({
        title: 'No PDF',
        description:
          error instanceof PdfRefused
            ? error.message
            : 'The PDF could not be downloaded. Check your connection and try again.',
        variant: 'destructive',
      });
    } finally {
      setStep({ kind: 'idle' });
    }
  };
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={busy}
        onClick={() => void download()}
        aria-busy={busy}
      >
        Download PDF
      </button>
      {busy && (
        // Its own line under the row of buttons it sits in.
        <ProgressBar
          className="basis-full"
          label={step.kind === 'making' ? 'Making the PDF…' : 'Downloading the PDF…'}
          value={step.kind === 'receiving' ? step.fraction : null}
          detail={pages === undefined ? undefined : pages === 1 ? '1 page' : `${pages} pages`}
        />
      )}
    </>
  );
}
