import { DESIGN_PROGRESS_TEXT, type Design, type DesignProgressEvent } from '@poolscape/shared';
import { describe, expect, it } from 'vitest';
import { applyProgressEvent, finishesVersion, isInProgress, progressMessage } from './progress.ts';

const version = (number: number, status: Design['status'], progress: number) => ({
  number,
  options: {
    style: 'modern' as const,
    features: [],
    timeOfDay: 'day' as const,
    modelingStyle: 'photoreal' as const,
    variations: 2,
  },
  corners: [
    { x: 0.3, y: 0.6 },
    { x: 0.7, y: 0.6 },
    { x: 0.9, y: 0.9 },
    { x: 0.1, y: 0.9 },
  ] as Design['versions'][number]['corners'],
  scale: null,
  dimensions: null,
  status,
  progress,
  error: null,
  images: [],
  promptReading: null,
  createdAt: '2026-11-22T10:00:00.000Z',
});

const design: Design = {
  id: 'd1',
  name: 'Modern pool',
  status: 'queued',
  visibility: 'private',
  videoCount: 0,
  gallery: null,
  style: 'modern',
  timeOfDay: 'day',
  thumbnailUrl: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  photo: { url: '/api/designs/d1/photo', width: 1200, height: 800 },
  viewpoints: [],
  versions: [version(2, 'queued', 0), version(1, 'ready', 100)],
  shareUrl: 'http://localhost:3000/design/share/d1',
};

const event = (change: Partial<DesignProgressEvent>): DesignProgressEvent => ({
  type: 'design-progress',
  designId: 'd1',
  version: 2,
  status: 'rendering',
  progress: 40,
  message: DESIGN_PROGRESS_TEXT.rendered(1, 2),
  ...change,
});

describe('render progress on the result screen', () => {
  it('moves the bar of the version the event names, and the design’s status with its latest version', () => {
    const next = applyProgressEvent(design, event({}));
    expect(next.versions[0]).toMatchObject({ status: 'rendering', progress: 40 });
    expect(next.status).toBe('rendering');
    expect(next.versions[1]).toBe(design.versions[1]);
  });

  it('ignores events of other designs and of versions already finished', () => {
    expect(applyProgressEvent(design, event({ designId: 'other' }))).toBe(design);
    expect(applyProgressEvent(design, event({ version: 1, status: 'failed' }))).toBe(design);
  });

  it('never moves the bar backwards within a step (a late poll answer or a reordered event)', () => {
    const at60 = applyProgressEvent(design, event({ progress: 60 }));
    expect(applyProgressEvent(at60, event({ progress: 45 })).versions[0]?.progress).toBe(60);
    expect(applyProgressEvent(at60, event({ status: 'ready', progress: 100 })).status).toBe('ready');
  });

  it('reads a finished version again for its images or its error', () => {
    expect(finishesVersion(event({ status: 'ready' }))).toBe(true);
    expect(finishesVersion(event({ status: 'failed' }))).toBe(true);
    expect(finishesVersion(event({ status: 'rendering' }))).toBe(false);
    expect(isInProgress('queued')).toBe(true);
    expect(isInProgress('ready')).toBe(false);
  });

  it('says what is happening: the worker’s message, else one for the status', () => {
    expect(progressMessage({ status: 'queued' })).toBe(DESIGN_PROGRESS_TEXT.queued);
    expect(progressMessage({ status: 'rendering' })).toBe(DESIGN_PROGRESS_TEXT.rendering);
    expect(progressMessage({ status: 'rendering' }, 'Rendered 1 of 2 images.')).toBe(
      'Rendered 1 of 2 images.',
    );
  });
});
