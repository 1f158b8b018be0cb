// The built-in video templates as shot lists, 30 frames a second. Each starts on exactly the photo
// and ends on exactly a render, both framed the same way around the pool:
//   reveal        1 s the yard, 6 s the design wiping in across it, 1 s the design       (8 s)
//   push-in       0.5 s the yard, 1.5 s dissolving to the design, 6 s moving in on it     (8 s)
//   day-to-night  0.5 s the yard, 2 s wiping to the design by day, then dusk and night,
//                 each dissolving in over 1.5 s and held 1.5 s                           (10 s)
import type { VideoTemplate } from '@poolscape/shared';
import { dissolve, ease, lerpRect, type Rect, type RgbImage, sampleRect, wipe } from './frames.ts';

export interface VideoPlan {
  frames: number;
  /**
   * Frame `index` (0-based) as raw RGB. A drawn frame is written into `scratch` when given (the
   * caller's buffer of the frame's size, so a video allocates a few frames, not hundreds); a held
   * frame is the shot's own picture, never to be written to.
   */
  frame(index: number, scratch?: Buffer): Buffer;
}

/** A stretch of the video: `frames` long, drawing its frame `i` of them (into `scratch` if given). */
interface Shot {
  frames: number;
  draw(i: number, frames: number, scratch?: Buffer): Buffer;
}

function plan(shots: Shot[]): VideoPlan {
  const frames = shots.reduce((sum, shot) => sum + shot.frames, 0);
  return {
    frames,
    frame(index, scratch) {
      let at = Math.min(Math.max(0, index), frames - 1);
      for (const shot of shots) {
        if (at < shot.frames) return shot.draw(at, shot.frames, scratch);
        at -= shot.frames;
      }
      throw new Error('frame out of range');
    },
  };
}

const hold = (frames: number, image: Buffer): Shot => ({ frames, draw: () => image });
/** Progress through a shot: 0 on its first frame, 1 on its last. */
const along = (i: number, frames: number) => (frames <= 1 ? 1 : i / (frames - 1));

export interface FramedSources {
  width: number;
  height: number;
  /** The photo and the render(s), each already framed and scaled to width × height. */
  photo: Buffer;
  render: Buffer;
}

export function revealPlan(sources: FramedSources, fps: number): VideoPlan {
  const { width, height, photo, render } = sources;
  return plan([
    hold(fps, photo),
    {
      frames: fps * 6,
      draw: (i, frames, scratch) => wipe(photo, render, width, height, ease(along(i, frames)), scratch),
    },
    hold(fps, render),
  ]);
}

export interface PushInSources {
  width: number;
  height: number;
  photo: RgbImage;
  render: RgbImage;
  /** Where the camera starts (the whole framed yard) and ends (closer to the pool). */
  start: Rect;
  end: Rect;
}

export function pushInPlan(sources: PushInSources, fps: number): VideoPlan {
  const { width, height, start, end } = sources;
  const photo = sampleRect(sources.photo, start, width, height);
  const render = sampleRect(sources.render, start, width, height);
  const moveFrames = fps * 6;
  return plan([
    hold(fps / 2, photo),
    {
      frames: (fps * 3) / 2,
      draw: (i, frames, scratch) => dissolve(photo, render, ease(along(i, frames)), scratch),
    },
    {
      frames: moveFrames,
      // Frame 0 of the move is the last frame of the dissolve; the move starts on the next.
      draw: (i, _frames, scratch) =>
        sampleRect(sources.render, lerpRect(start, end, ease((i + 1) / moveFrames)), width, height, scratch),
    },
  ]);
}

export interface DayToNightSources extends Omit<FramedSources, 'render'> {
  day: Buffer;
  dusk: Buffer;
  night: Buffer;
}

export function dayToNightPlan(sources: DayToNightSources, fps: number): VideoPlan {
  const { width, height, photo, day, dusk, night } = sources;
  const change = (fps * 3) / 2;
  const fade = (from: Buffer, to: Buffer): Shot => ({
    frames: change,
    draw: (i, frames, scratch) => dissolve(from, to, ease(along(i, frames)), scratch),
  });
  return plan([
    hold(fps / 2, photo),
    {
      frames: fps * 2,
      draw: (i, frames, scratch) => wipe(photo, day, width, height, ease(along(i, frames)), scratch),
    },
    hold(change, day),
    fade(day, dusk),
    hold(change, dusk),
    fade(dusk, night),
    hold(change, night),
  ]);
}

/** Seconds of each template at `fps`. */
export function templateSeconds(template: VideoTemplate): number {
  return template === 'day-to-night' ? 10 : 8;
}
