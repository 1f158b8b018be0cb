// A design's result screen (/design/result/{id}): the loading screen with live progress while it
// renders; then before and after for each variation, download, regenerate with changed options
// (kept as versions), rename, visibility, sharing, image to image and delete.
import { useRef } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { isNotFound } from '../../../lib/designs/design-api.ts';
import { isInProgress } from '../../../lib/designs/progress.ts';
import { useDesign } from '../../../lib/designs/queries.ts';
import { POLL_WITHOUT_SOCKET_MS, useDesignProgress } from '../../../lib/designs/use-design-progress.ts';
import { primaryButton } from '../../../ui/buttons.ts';
import { ErrorText, Spinner } from '../../../ui/states.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { DesignNotFound } from './DesignNotFound.tsx';
import { DesignView } from './DesignView.tsx';

export function DesignResult({ designId }: { designId: string }) {
  const pollRef = useRef<number>(POLL_WITHOUT_SOCKET_MS);
  const query = useDesign(designId, () => pollRef.current);
  const design = query.data;
  const progress = useDesignProgress(designId, design ? isInProgress(design.status) : false);
  pollRef.current = progress.pollMs;
  useDocumentTitle(design?.name ?? 'Design');

  if (query.isPending) return <Spinner label="Loading your design" />;
  if (!design) {
    if (isNotFound(query.error)) return <DesignNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <ErrorText message={errorMessage(query.error, 'We could not load this design. Try again.')} />
        <button type="button" className={`${primaryButton} mt-4`} onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <DesignView design={design} lastMessage={progress.lastMessage} />;
}
