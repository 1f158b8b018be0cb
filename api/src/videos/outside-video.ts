// A video made elsewhere (a video model's MP4) is read only after ffprobe has looked at it: one
// video stream in a codec we expect, a size and a length a model's clip has. ffmpeg's decoders
// are where its security fixes land, so outside files are decoded by the operator's current
// ffmpeg (FFMPEG_PATH, Debian's in the production steps) when it is set; the bundled one, a 2018
// build, stays the zero-install fallback and what encodes our own frames.
import { execFile } from 'node:child_process';

/** What an outside video may be before it is decoded. */
export const OUTSIDE_VIDEO_LIMITS = {
  /** A model's clip lasts 5 or 10 s; this leaves room and no more. */
  maxSeconds: 30,
  maxBytes: 100 * 1024 * 1024,
  maxSide: 4096,
  codecs: ['h264', 'hevc', 'vp9', 'av1', 'mpeg4'],
  probeTimeoutMs: 10_000,
} as const;

/** The programs that read outside videos: ffmpeg, and the ffprobe beside it. */
export interface VideoDecoder {
  ffmpeg: string;
  ffprobe: string;
}

/** Why an outside video is not read; `message` is for the log, never shown to the user. */
export class OutsideVideoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutsideVideoError';
  }
}

interface Probed {
  streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number }[];
  format?: { format_name?: string; duration?: string };
}

function runProbe(ffprobe: string, file: string): Promise<Probed> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file];
  return new Promise((resolve, reject) =>
    execFile(
      ffprobe,
      args,
      { timeout: OUTSIDE_VIDEO_LIMITS.probeTimeoutMs, maxBuffer: 1024 * 1024 },
      (error, stdout) => {
        if (error)
          return reject(new OutsideVideoError(`ffprobe (${ffprobe}) could not read it: ${error.message}`));
        try {
          resolve(JSON.parse(stdout) as Probed);
        } catch {
          reject(new OutsideVideoError('ffprobe printed no description of it'));
        }
      },
    ),
  );
}

/** Checks the video in `file` (of `bytes` bytes) against the limits; resolves with its length in seconds. */
export async function checkOutsideVideo(decoder: VideoDecoder, file: string, bytes: number): Promise<number> {
  const limits = OUTSIDE_VIDEO_LIMITS;
  if (bytes > limits.maxBytes) throw new OutsideVideoError(`it is ${bytes} bytes, over ${limits.maxBytes}`);
  const probed = await runProbe(decoder.ffprobe, file);
  const format = probed.format?.format_name ?? '';
  if (!format.split(',').includes('mp4'))
    throw new OutsideVideoError(`it is not an MP4 (${format || 'unknown'})`);
  const videos = (probed.streams ?? []).filter((stream) => stream.codec_type === 'video');
  const [video] = videos;
  if (!video || videos.length > 1)
    throw new OutsideVideoError(`it has ${videos.length} video streams, not one`);
  if (!(limits.codecs as readonly string[]).includes(video.codec_name ?? ''))
    throw new OutsideVideoError(`its video is ${video.codec_name ?? 'of no known codec'}`);
  const { width = 0, height = 0 } = video;
  if (width < 1 || height < 1 || width > limits.maxSide || height > limits.maxSide)
    throw new OutsideVideoError(`its picture is ${width} × ${height}`);
  const seconds = Number(probed.format?.duration);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > limits.maxSeconds)
    throw new OutsideVideoError(`it lasts ${probed.format?.duration ?? 'an unknown time'} s`);
  return seconds;
}
