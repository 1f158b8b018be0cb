// The result screen for a loaded design: the version on screen (loading, failed or ready) with
// its videos and history on the left; sharing, making a video, regenerating and deleting on the
// right; and the dialogs.
import type { Design } from '@poolscape/shared';
import { useState } from 'react';
import { isInProgress, progressMessage } from '../../../lib/designs/progress.ts';
import { useCredits } from '../../../lib/designs/queries.ts';
import { AppLink } from '../../../lib/router/AppLink.tsx';
import { absoluteUrl } from '../../../lib/share-links.ts';
import { secondaryButton } from '../../../ui/buttons.ts';
import { ConfirmDialog } from '../../../ui/dialogs.tsx';
import { AddToCollectionModal } from '../../collections/AddToCollectionModal.tsx';
import { DesignVideos } from '../../videos/DesignVideos.tsx';
import { MakeVideoPanel } from '../../videos/MakeVideoPanel.tsx';
import { PublishPanel } from '../../wordpress/PublishPanel.tsx';
import { DesignLoadingScreen } from '../DesignLoadingScreen.tsx';
import { fromDesignOptions } from '../DesignOptionsFields.tsx';
import { ImageToImageModal } from '../ImageToImageModal.tsx';
import { SocialShareModal } from '../SocialShareModal.tsx';
import { SizePanel } from '../scale/SizePanel.tsx';
import { DeletePanel } from './DeletePanel.tsx';
import { DesignHeader } from './DesignHeader.tsx';
import { DesignNotFound } from './DesignNotFound.tsx';
import { EstimatePanel } from './EstimatePanel.tsx';
import { FailedVersion } from './FailedVersion.tsx';
import { GalleryPanel } from './GalleryPanel.tsx';
import { ReadyVersion } from './ReadyVersion.tsx';
import { RegeneratePanel } from './RegeneratePanel.tsx';
import { SharePanel } from './SharePanel.tsx';
import { useChangeVisibility } from './use-change-visibility.ts';
import { useDeleteDesign } from './use-delete-design.ts';
import { VersionHistory } from './VersionHistory.tsx';
import { ViewpointTabs } from './ViewpointTabs.tsx';

export function DesignView({ design, lastMessage }: { design: Design; lastMessage: string | null }) {
  const credits = useCredits();
  const [viewedNumber, setViewedNumber] = useState<number | null>(null);
  const [variationIndex, setVariationIndex] = useState(0);
  const [viewpoint, setViewpoint] = useState(1);
  const [shareOpen, setShareOpen] = useState(false);
  const [imageToImageOpen, setImageToImageOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [collecting, setCollecting] = useState(false);
  const visibility = useChangeVisibility(design);
  const remove = useDeleteDesign(design, () => setConfirmDelete(false));
  const latest = design.versions[0];
  const viewed = design.versions.find((version) => version.number === viewedNumber) ?? latest;

  if (!latest || !viewed) return <DesignNotFound />;
  const photos = [{ viewpoint: 1, photo: design.photo }, ...design.viewpoints];
  const shownPhoto = photos.find((entry) => entry.viewpoint === viewpoint) ?? photos[0];
  const images = viewed.images.filter((image) => image.viewpoint === (shownPhoto?.viewpoint ?? 1));
  const shownIndex = Math.min(variationIndex, images.length - 1);
  const currentImage = images[shownIndex] ?? null;
  const shareImage = currentImage ?? latest.images[0] ?? null;
  const showLatest = (): void => {
    setViewedNumber(null);
    setVariationIndex(0);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <AppLink href="/library" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Your library
      </AppLink>
      <DesignHeader design={design} />

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid min-w-0 gap-4">
          {viewed !== latest && (
            <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
              You are looking at version {viewed.number}.{' '}
              <button
                type="button"
                className="font-semibold text-brand-700 underline"
                onClick={() => setViewedNumber(null)}
              >
                Back to the latest
              </button>
            </p>
          )}
          {isInProgress(viewed.status) && (
            <DesignLoadingScreen
              photoUrl={design.photo.url}
              width={design.photo.width}
              height={design.photo.height}
              progress={viewed.progress}
              message={progressMessage(viewed, viewed === latest ? lastMessage : null)}
            />
          )}
          {viewed.status === 'failed' && (
            <FailedVersion design={design} version={viewed} onRetried={() => setViewedNumber(null)} />
          )}
          {photos.length > 1 && (
            <ViewpointTabs
              count={photos.length}
              current={shownPhoto?.viewpoint ?? 1}
              onChange={(next) => {
                setViewpoint(next);
                setVariationIndex(0);
              }}
            />
          )}
          {viewed.status === 'ready' && currentImage && (
            <ReadyVersion
              design={design}
              version={viewed}
              beforeUrl={shownPhoto?.photo.url ?? design.photo.url}
              images={images}
              index={shownIndex}
              onIndexChange={setVariationIndex}
              highResolution={credits.data?.highResolution}
              advanced={credits.data?.advanced}
            />
          )}
          <DesignVideos design={design} onShare={() => setShareOpen(true)} />
          <VersionHistory
            design={design}
            viewed={viewed}
            onView={(number) => {
              setViewedNumber(number === latest.number ? null : number);
              setVariationIndex(0);
            }}
          />
        </div>

        <div className="grid min-w-0 gap-6">
          <EstimatePanel design={design} />
          <SharePanel
            design={design}
            changingVisibility={visibility.isPending}
            onVisibilityChange={(next) => visibility.mutate(next)}
            onShare={() => setShareOpen(true)}
            onImageToImage={() => setImageToImageOpen(true)}
          />
          {viewed.status === 'ready' && currentImage && (
            <MakeVideoPanel key={currentImage.id} designId={design.id} image={currentImage} />
          )}
          <SizePanel design={design} />
          <GalleryPanel design={design} />
          <PublishPanel
            kind="design"
            id={design.id}
            name={design.name}
            imageId={currentImage?.id}
            disabled={!design.versions.some((version) => version.status === 'ready')}
          />
          <section
            aria-label="Collections"
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <p className="text-sm text-slate-700">Group it with other options for a client.</p>
            <button type="button" className={secondaryButton} onClick={() => setCollecting(true)}>
              Add to collection
            </button>
          </section>
          <RegeneratePanel
            key={`${viewed.number}-${design.versions.length}`}
            design={design}
            version={viewed}
            onStarted={showLatest}
          />
          <DeletePanel onDelete={() => setConfirmDelete(true)} />
        </div>
      </div>

      <SocialShareModal
        open={shareOpen}
        onClose={() => setShareOpen(false)}
        shareUrl={design.shareUrl}
        title={design.name}
        imageUrl={shareImage ? absoluteUrl(shareImage.url, window.location.origin) : null}
        visibility={design.visibility}
        onMakeUnlisted={() => visibility.mutate('unlisted')}
        changingVisibility={visibility.isPending}
      />
      <ImageToImageModal
        open={imageToImageOpen}
        onClose={() => setImageToImageOpen(false)}
        design={design}
        initialImageId={currentImage?.id ?? null}
        initialOptions={fromDesignOptions(viewed.options)}
      />
      <AddToCollectionModal open={collecting} designIds={[design.id]} onClose={() => setCollecting(false)} />
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this design?"
        message={`“${design.name}” and all its versions will be deleted. This cannot be undone.`}
        confirmLabel="Delete design"
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmDelete(false)}
      />
    </div>
  );
}
