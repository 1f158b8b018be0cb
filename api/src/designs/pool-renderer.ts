// The image provider behind the render worker. The built-in renderer is the default; an AI
// provider (OpenAI image edits, Replicate, Stability) can be put behind the same interface, and
// tests inject a fast stand-in.
import { createHash } from 'node:crypto';
import type { Corners, PoolFeature, PoolStyle, TimeOfDay } from '@poolscape/shared';
import { renderPool, suggestPlacement, validateCorners } from './renderer/index.ts';

export interface PixelPoint {
  x: number;
  y: number;
}
export type PixelCorners = readonly [PixelPoint, PixelPoint, PixelPoint, PixelPoint];

export interface PoolRenderRequest {
  /** The design's base photo (lossless PNG). */
  photo: Buffer;
  /** In the photo's pixels: far-left, far-right, near-right, near-left. */
  corners: PixelCorners;
  style: PoolStyle;
  features: readonly PoolFeature[];
  timeOfDay: TimeOfDay;
  prompt?: string;
  seed: number;
  maxWidth: number;
}

export interface PoolRenderResult {
  /** The render, lossless (PNG or WebP), without metadata. */
  image: Buffer;
  width: number;
  height: number;
}

export interface PoolRenderer {
  render(request: PoolRenderRequest): Promise<PoolRenderResult>;
}

/** The offline, deterministic renderer (api/src/designs/renderer). It does not read prompts. */
export const builtInRenderer: PoolRenderer = {
  async render(request) {
    const { image, width, height } = await renderPool({
      photo: request.photo,
      corners: request.corners,
      style: request.style,
      features: request.features,
      timeOfDay: request.timeOfDay,
      seed: request.seed,
      maxWidth: request.maxWidth,
    });
    return { image, width, height };
  },
};

/** Normalised (0..1) corners in the pixels of a `width` x `height` photo. */
export function toPixels(corners: Corners, width: number, height: number): PixelCorners {
  return corners.map((point) => ({ x: point.x * width, y: point.y * height })) as unknown as PixelCorners;
}

/** Pixel corners as fractions (0..1) of a `width` x `height` photo. */
export function toFractions(corners: readonly PixelPoint[], width: number, height: number): Corners {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return corners.map((point) => ({ x: clamp(point.x / width), y: clamp(point.y / height) })) as Corners;
}

/** Why these corners cannot be used on the photo, or null (the renderer's own check). */
export function cornersProblem(corners: Corners, width: number, height: number): string | null {
  return validateCorners(toPixels(corners, width, height), width, height);
}

/** The renderer's suggested starting outline, normalised. */
export function suggestedCorners(width: number, height: number): Corners {
  return toFractions(suggestPlacement(width, height), width, height);
}

/** The seed of one variation: stable for a design, version and variation, different between them. */
export function variationSeed(designId: string, version: number, variation: number): number {
  return createHash('sha256').update(`${designId}:${version}:${variation}`).digest().readUInt32BE(0);
}
