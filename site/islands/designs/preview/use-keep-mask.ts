// The "Keep this" mask of the photo on screen (keep-mask.ts): its canvas, the brush's settings,
// and what the design's options send. A stored mask (a version's, on regenerate) is loaded onto
// the canvas and sent back by its id until it is painted on; another photo starts a new mask.
import { keepMaskUrl } from '@poolscape/shared/keep';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BRUSH, drawStoredMask, hasPaint, keepValue, maskSize, paintStroke } from './keep-mask.ts';

export interface KeepTool {
  mask: HTMLCanvasElement | null;
  /** Goes up with every change of the mask (what the preview redraws on). */
  revision: number;
  /** Something is kept. */
  painted: boolean;
  /** The brush is out: pointer strokes on the photo paint instead of moving handles. */
  active: boolean;
  setActive: (active: boolean) => void;
  erase: boolean;
  setErase: (erase: boolean) => void;
  /** The brush's diameter, as a share of the photo's width. */
  size: number;
  setSize: (size: number) => void;
  /** Paints (or erases) a stroke between two points of the photo, in fractions. */
  stroke: (from: { x: number; y: number }, to: { x: number; y: number }) => void;
  /** After a stroke: whether anything is still kept. */
  settle: () => void;
  clear: () => void;
  /** What the options send as `keep`, or nothing. */
  value: () => string | undefined;
}

export function useKeepMask(
  photo: { url: string; width: number; height: number } | null,
  stored: { designId: string; keepId: string } | null = null,
): KeepTool {
  const [revision, setRevision] = useState(0);
  const [painted, setPainted] = useState(false);
  const [active, setActive] = useState(false);
  const [erase, setErase] = useState(false);
  const [size, setSize] = useState<number>(BRUSH.start);
  const state = useRef({ storedId: null as string | null, changed: false });
  const key = photo ? `${photo.url}|${photo.width}|${photo.height}` : '';
  const mask = useMemo(() => {
    if (!photo || typeof document === 'undefined') return null;
    const canvas = document.createElement('canvas');
    Object.assign(canvas, maskSize(photo.width, photo.height));
    return canvas;
  }, [key]);
  const ctx = useMemo(() => mask?.getContext('2d', { willReadFrequently: true }) ?? null, [mask]);

  // A new photo starts with nothing kept; a stored mask is loaded onto it.
  useEffect(() => {
    state.current = { storedId: null, changed: false };
    setPainted(false);
    setActive(false);
    setRevision((value) => value + 1);
    if (!ctx || !stored) return;
    let cancelled = false;
    const image = new Image();
    image.onload = () => {
      if (cancelled) return;
      drawStoredMask(ctx, image);
      state.current = { storedId: stored.keepId, changed: false };
      setPainted(hasPaint(ctx));
      setRevision((value) => value + 1);
    };
    image.src = keepMaskUrl(stored.designId, stored.keepId);
    return () => {
      cancelled = true;
    };
  }, [ctx, stored?.designId, stored?.keepId]);

  return {
    mask,
    revision,
    painted,
    active,
    setActive,
    erase,
    setErase,
    size,
    setSize,
    stroke(from, to) {
      if (!ctx) return;
      paintStroke(ctx, from, to, size, erase);
      state.current.changed = true;
      if (!erase) setPainted(true);
      setRevision((value) => value + 1);
    },
    settle() {
      if (ctx) setPainted(hasPaint(ctx));
    },
    clear() {
      if (!ctx) return;
      ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
      state.current.changed = true;
      setPainted(false);
      setRevision((value) => value + 1);
    },
    value: () => keepValue(ctx, { painted, ...state.current }),
  };
}
