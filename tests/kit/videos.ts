// For the video tests: a fast stand-in video engine (a real, tiny MP4 of the render; the built-in
// maker's full-HD films take seconds each and are tested on their own) and a way to run queued
// video jobs now, through the real queue, as a worker would.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  type JobQueue,
  VIDEO_FAILED_QUEUE,
  VIDEO_QUEUE,
  type VideoJobData,
} from '@poolscape/api/jobs/job-queue';
import type { Storage } from '@poolscape/api/storage/storage';
import type { VideoEngine, VideoRequest } from '@poolscape/api/videos/engines/engine';
import { encodeMp4, executable, ffmpegBinary } from '@poolscape/api/videos/ffmpeg';
import { failVideo, runVideoJob } from '@poolscape/api/videos/video-job';
import type { Pool } from 'pg';
import sharp from 'sharp';

export interface StandInVideoEngine extends VideoEngine {
  calls: VideoRequest[];
  /** Thrown by the next call, once. */
  failWith: Error | null;
}

/** Two frames, 64 × 36: the photo, then the render. */
export function standInVideoEngine(): StandInVideoEngine {
  const engine: StandInVideoEngine = {
    name: 'stand-in',
    calls: [],
    failWith: null,
    async make(request) {
      engine.calls.push(request);
      if (engine.failWith) {
        const error = engine.failWith;
        engine.failWith = null;
        throw error;
      }
      const frame = (image: Buffer) =>
        sharp(image).removeAlpha().resize(64, 36, { fit: 'fill' }).raw().toBuffer();
      const frames = [await frame(request.photo), await frame(request.render)];
      const mp4 = await encodeMp4({
        width: 64,
        height: 36,
        fps: 2,
        frames: (async function* () {
          yield* frames;
        })(),
      });
      const poster = await sharp(request.render).resize(64, 36, { fit: 'fill' }).jpeg().toBuffer();
      return {
        mp4,
        poster,
        width: 64,
        height: 36,
        durationSeconds: 1,
        engine: 'stand-in',
        model: 'two frames',
        costUsd: 0.5,
      };
    },
  };
  return engine;
}

/** Runs every video job that is ready now (and then every failed one's handler). Returns how many ran. */
export async function drainVideoJobs(
  queue: JobQueue,
  deps: { pool: Pool; storage: Storage; engine: VideoEngine },
  options: { failForGood?: boolean } = {},
): Promise<number> {
  let ran = 0;
  for (;;) {
    const jobs = await queue.boss.fetch<VideoJobData>(VIDEO_QUEUE, { batchSize: 10 });
    if (jobs.length === 0) break;
    for (const job of jobs) {
      ran += 1;
      try {
        await runVideoJob(deps, job.data);
        await queue.boss.complete(VIDEO_QUEUE, job.id);
      } catch (error) {
        // A failure the queue would retry; `failForGood` skips the retries.
        if (options.failForGood) await failVideo(deps, job.data);
        await queue.boss.fail(VIDEO_QUEUE, job.id, { message: (error as Error).message });
      }
    }
  }
  for (;;) {
    const failed = await queue.boss.fetch<VideoJobData>(VIDEO_FAILED_QUEUE, { batchSize: 10 });
    if (failed.length === 0) break;
    for (const job of failed) {
      await failVideo(deps, job.data);
      await queue.boss.complete(VIDEO_FAILED_QUEUE, job.id);
    }
  }
  return ran;
}

/** What ffprobe (from its own npm package) says of a video's first stream and the file. */
export interface ProbedVideo {
  codec: string;
  profile: string;
  pixelFormat: string;
  width: number;
  height: number;
  frames: number;
  fps: string;
  seconds: number;
  format: string;
}

export async function probeVideo(mp4: Buffer): Promise<ProbedVideo> {
  const probe = executable(
    (createRequire(import.meta.url)('@ffprobe-installer/ffprobe') as { path: string }).path,
  );
  const folder = await mkdtemp(join(tmpdir(), 'poolscape-probe-'));
  try {
    const file = join(folder, 'video.mp4');
    await writeFile(file, mp4);
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        probe,
        ['-v', 'error', '-count_frames', '-show_streams', '-show_format', '-of', 'json', file],
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      ),
    );
    const parsed = JSON.parse(output) as {
      streams: Record<string, string | number>[];
      format: Record<string, string>;
    };
    const stream = parsed.streams[0] ?? {};
    return {
      codec: String(stream.codec_name),
      profile: String(stream.profile),
      pixelFormat: String(stream.pix_fmt),
      width: Number(stream.width),
      height: Number(stream.height),
      frames: Number(stream.nb_read_frames),
      fps: String(stream.r_frame_rate),
      seconds: Number(parsed.format.duration),
      format: String(parsed.format.format_name),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Frame `index` of a video, decoded by ffmpeg, as raw RGB. */
export async function videoFrame(mp4: Buffer, index: number, width: number, height: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpegBinary(),
      [
        ...['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0'],
        ...['-vf', `select=eq(n\\,${index})`, '-vsync', '0', '-frames:v', '1'],
        ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
      ],
      { stdio: ['pipe', 'pipe', 'ignore'] },
    );
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', () => {
      const frame = Buffer.concat(chunks);
      if (frame.length !== width * height * 3) reject(new Error(`frame ${index}: ${frame.length} bytes`));
      else resolve(frame);
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(mp4);
  });
}

/** Peak signal-to-noise ratio of two RGB buffers, in dB (higher is closer; identical is Infinity). */
export function psnr(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] as number) - (b[i] as number);
    sum += d * d;
  }
  const mse = sum / a.length;
  return mse === 0 ? Number.POSITIVE_INFINITY : 10 * Math.log10((255 * 255) / mse);
}

/**
 * The current ffmpeg the tests read outside videos with, as FFMPEG_PATH names it in production:
 * Debian's, which `npm test` installs; a test needing it says so when it is missing.
 */
export function systemFfmpeg(): string {
  const path = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
  if (!existsSync(path) || !existsSync(join(dirname(path), 'ffprobe')))
    throw new Error(
      `no ffmpeg and ffprobe at ${path}: run "sudo apt-get install -y ffmpeg" (npm test does as root)`,
    );
  return path;
}
