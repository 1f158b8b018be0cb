// A video model's file is looked at by ffprobe before anything decodes it: one video stream in an
// expected codec, a model clip's size and length. Only then does the configured ffmpeg read it.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { probeVideo, systemFfmpeg } from '@poolscape/tests/kit/videos';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcodeMp4, videoDecoder } from './ffmpeg.ts';
import { OUTSIDE_VIDEO_LIMITS, OutsideVideoError } from './outside-video.ts';

const run = promisify(execFile);

describe('a video from elsewhere', () => {
  let folder: string;
  let ffmpeg: string;
  /** Makes `name` with the system ffmpeg from a test pattern and `args`. */
  const make = async (name: string, input: string, args: string[]): Promise<Buffer> => {
    const file = join(folder, name);
    await run(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', input, ...args, file]);
    return readFile(file);
  };
  const read = (bytes: Buffer, decoder = videoDecoder(ffmpeg)) =>
    transcodeMp4(bytes, { width: 160, height: 90, fps: 10, decoder });

  beforeAll(async () => {
    ffmpeg = systemFfmpeg();
    folder = await mkdtemp(join(tmpdir(), 'poolscape-outside-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('is read by the configured ffmpeg when it is a model clip: ours at our size, with its length', async () => {
    const clip = await make('clip.mp4', 'testsrc=size=320x240:rate=10', [
      '-t',
      '2',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
    ]);
    const { mp4, seconds } = await read(clip);
    expect(seconds).toBeCloseTo(2, 1);
    expect(await probeVideo(mp4)).toMatchObject({ codec: 'h264', width: 160, height: 90, fps: '10/1' });
    // The configured programs are the ones used: with ones that do not exist, nothing is read.
    const missing = { ffmpeg: join(folder, 'no-ffmpeg'), ffprobe: join(folder, 'no-ffprobe') };
    await expect(read(clip, missing)).rejects.toThrow(/no-ffprobe/);
    expect(videoDecoder('/opt/ffmpeg/bin/ffmpeg')).toEqual({
      ffmpeg: '/opt/ffmpeg/bin/ffmpeg',
      ffprobe: '/opt/ffmpeg/bin/ffprobe',
    });
  }, 60_000);

  it('is refused before decoding when it is too long, too large, not a video or not an MP4', async () => {
    const long = await make('long.mp4', 'testsrc=size=64x64:rate=1', [
      '-t',
      String(OUTSIDE_VIDEO_LIMITS.maxSeconds + 10),
      '-c:v',
      'libx264',
    ]);
    await expect(read(long)).rejects.toThrow(/lasts 40/);
    const wide = await make('wide.mp4', 'testsrc=size=4200x16:rate=5', ['-t', '1', '-c:v', 'libx264']);
    await expect(read(wide)).rejects.toThrow(/4200 × 16/);
    const sound = await make('sound.mp4', 'sine=duration=1', ['-c:a', 'aac']);
    await expect(read(sound)).rejects.toThrow(/0 video streams/);
    const webm = await make('clip.webm', 'testsrc=size=64x64:rate=5', ['-t', '1', '-c:v', 'libvpx-vp9']);
    await expect(read(webm)).rejects.toThrow(/not an MP4/);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(read(png)).rejects.toBeInstanceOf(OutsideVideoError);
    const huge = Buffer.alloc(OUTSIDE_VIDEO_LIMITS.maxBytes + 1);
    await expect(read(huge)).rejects.toThrow(/bytes, over/);
  }, 60_000);
});
