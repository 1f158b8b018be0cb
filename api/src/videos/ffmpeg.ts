// The ffmpeg binary that ships inside an npm package (@ffmpeg-installer), so videos need no system
// package: a fresh clone's install brings it. Built-in frames are made in this process and piped to
// ffmpeg's standard input as raw RGB; ffmpeg encodes them (H.264, yuv420p, faststart MP4). A video
// model's output is turned into the same kind of file by the operator's ffmpeg (outside-video.ts).
import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkOutsideVideo, type VideoDecoder } from './outside-video.ts';

const require = createRequire(import.meta.url);

/** An installed binary's path, made executable if the package manager skipped its install script. */
export function executable(path: string): string {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    chmodSync(path, 0o755);
  }
  return path;
}

let ffmpegPath: string | null = null;

/** The path of the bundled ffmpeg. */
export function ffmpegBinary(): string {
  ffmpegPath ??= executable((require('@ffmpeg-installer/ffmpeg') as { path: string }).path);
  return ffmpegPath;
}

/** FFMPEG_PATH's ffmpeg and the ffprobe in its folder; without it, the bundled pair. */
export function videoDecoder(ffmpegPath: string | undefined): VideoDecoder {
  if (ffmpegPath) return { ffmpeg: ffmpegPath, ffprobe: join(dirname(ffmpegPath), 'ffprobe') };
  return {
    ffmpeg: ffmpegBinary(),
    ffprobe: executable((require('@ffprobe-installer/ffprobe') as { path: string }).path),
  };
}

export interface EncodeOptions {
  width: number;
  height: number;
  fps: number;
  /** Raw RGB frames, width × height × 3 bytes each, in order. */
  frames: AsyncIterable<Buffer>;
  signal?: AbortSignal;
  /** x264's constant rate factor: 18 (the default) keeps a photo's detail; screens need less. */
  crf?: number;
}

/** Thrown when ffmpeg exits with an error; `detail` is the end of what it printed. */
export class EncodeError extends Error {
  readonly detail: string;

  constructor(message: string, detail: string) {
    super(message);
    this.name = 'EncodeError';
    this.detail = detail;
  }
}

/** H.264 in yuv420p, BT.709 as players assume for HD, a keyframe every 2 s, the index at the front. */
function h264Output(fps: number, output: string, filters: string[] = [], crf = 18): string[] {
  return [
    // Two encoding threads: the machine's two cores, with less memory than x264's default of three.
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      String(crf),
      '-threads',
      '2',
      '-pix_fmt',
      'yuv420p',
    ],
    ...['-vf', [...filters, 'scale=out_color_matrix=bt709'].join(',')],
    ...['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'],
    ...['-an', '-g', String(fps * 2), '-movflags', '+faststart', output],
  ];
}

/**
 * Runs ffmpeg with `args`, writing `frames` (if any) to its standard input with backpressure.
 * Resolves with what it printed; rejects with an EncodeError when it fails.
 */
async function runFfmpeg(
  args: string[],
  options: { frames?: AsyncIterable<Buffer>; signal?: AbortSignal; binary?: string },
) {
  const { signal } = options;
  const child = spawn(options.binary ?? ffmpegBinary(), ['-hide_banner', '-nostdin', '-y', ...args], {
    stdio: [options.frames ? 'pipe' : 'ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    // What it printed, up to 64 kB (a video model's file is read for its duration at the start).
    if (stderr.length < 65_536) stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
  const onAbort = () => child.kill('SIGKILL');
  signal?.addEventListener('abort', onAbort, { once: true });
  const stdin = child.stdin;
  if (options.frames && stdin) {
    // A write to a pipe ffmpeg has closed fails; the exit code tells why.
    stdin.on('error', () => undefined);
    try {
      for await (const frame of options.frames) {
        if (signal?.aborted || child.exitCode !== null) break;
        if (!stdin.write(frame)) {
          await new Promise<void>((resolve) => {
            const done = () => {
              stdin.off('drain', done);
              child.off('close', done);
              resolve();
            };
            stdin.once('drain', done);
            child.once('close', done);
          });
        }
      }
    } finally {
      stdin.end();
    }
  }
  const code = await exited;
  signal?.removeEventListener('abort', onAbort);
  if (signal?.aborted) throw new EncodeError('the video was cancelled', stderr);
  if (code !== 0) throw new EncodeError(`ffmpeg exited with ${code}`, stderr.trim().slice(-2000));
  return stderr;
}

/** Runs `work` with a temporary folder that is removed afterwards. */
async function inTempFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'poolscape-video-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Encodes raw RGB frames as an H.264 MP4; resolves with the file. */
export async function encodeMp4(options: EncodeOptions): Promise<Buffer> {
  const { width, height, fps } = options;
  return inTempFolder(async (folder) => {
    const output = join(folder, 'video.mp4');
    await runFfmpeg(
      [
        ...['-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`],
        ...['-r', String(fps), '-i', 'pipe:0', ...h264Output(fps, output, [], options.crf)],
      ],
      { frames: options.frames, signal: options.signal },
    );
    return readFile(output);
  });
}

/**
 * A video from elsewhere (a video model's) as ours: filling exactly `width` × `height` (cropped
 * to it, never stretched), `fps` frames a second, H.264, no sound. It is looked at first and read
 * only if it passes (see outside-video.ts), by `decoder`'s ffmpeg. Resolves with the file and its
 * length in seconds; rejects when it is refused or ffmpeg cannot read it.
 */
export async function transcodeMp4(
  input: Buffer,
  options: { width: number; height: number; fps: number; decoder: VideoDecoder; signal?: AbortSignal },
): Promise<{ mp4: Buffer; seconds: number }> {
  const { width, height, fps, decoder } = options;
  return inTempFolder(async (folder) => {
    const source = join(folder, 'source.mp4');
    const output = join(folder, 'video.mp4');
    await writeFile(source, input);
    const seconds = await checkOutsideVideo(decoder, source, input.byteLength);
    await runFfmpeg(
      [
        ...['-loglevel', 'error', '-i', source],
        ...h264Output(fps, output, [
          `scale=${width}:${height}:force_original_aspect_ratio=increase`,
          `crop=${width}:${height}`,
          `fps=${fps}`,
        ]),
      ],
      { signal: options.signal, binary: decoder.ffmpeg },
    );
    return { mp4: await readFile(output), seconds };
  });
}
