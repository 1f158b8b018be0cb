// The seeded tutorials play their own walkthroughs, as `npm run tutorials:record` recorded them from
// the product: a file on the site for each, an H.264 video at the recording's size, 30 s to 3 min
// long as the seed says, and none of them the landing page's clips or another tutorial's video.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@poolscape/api/env';
import { videoDecoder } from '@poolscape/api/videos/ffmpeg';
import { describe, expect, it } from 'vitest';
import { seedTutorials } from '../../cms/src/seed/tutorials-content.ts';
import { TUTORIAL_FLOWS } from '../tutorials/flows.ts';
import { VIDEO_SIZE } from '../tutorials/screencast.ts';

const publicFolder = join(repoRoot, 'site', 'public');
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function probe(file: string): { codec: string; width: number; height: number; seconds: number } {
  const output = execFileSync(
    videoDecoder(undefined).ffprobe,
    ['-v', 'error', '-show_entries', 'stream=codec_name,width,height:format=duration', '-of', 'json', file],
    { encoding: 'utf8' },
  );
  const parsed = JSON.parse(output) as {
    streams: { codec_name: string; width: number; height: number }[];
    format: { duration: string };
  };
  const [video] = parsed.streams;
  if (!video) throw new Error(`${file} has no video stream`);
  return {
    codec: video.codec_name,
    width: video.width,
    height: video.height,
    seconds: Number(parsed.format.duration),
  };
}

describe('the tutorials’ videos', () => {
  const landingClips = readdirSync(join(publicFolder, 'videos'))
    .filter((name) => name.endsWith('.mp4'))
    .map((name) => sha(join(publicFolder, 'videos', name)));

  it('are recorded by the command for every seeded tutorial, and only for those', () => {
    expect(Object.keys(TUTORIAL_FLOWS).sort()).toEqual(seedTutorials.map((tutorial) => tutorial.slug).sort());
    expect(landingClips.length).toBeGreaterThanOrEqual(3);
  });

  it.each(seedTutorials.map((tutorial) => [tutorial.slug, tutorial] as const))(
    '%s plays its own recording, 30 s to 3 min long as seeded',
    (slug, tutorial) => {
      expect(tutorial.videoUrl).toBe(`/videos/tutorials/${slug}.mp4`);
      const file = join(publicFolder, tutorial.videoUrl);
      expect(existsSync(file)).toBe(true);
      const video = probe(file);
      expect(video).toMatchObject({ codec: 'h264', ...VIDEO_SIZE });
      expect(video.seconds).toBeGreaterThanOrEqual(30);
      expect(video.seconds).toBeLessThanOrEqual(180);
      expect(Math.abs(video.seconds - tutorial.durationSeconds)).toBeLessThanOrEqual(1);
      expect(landingClips).not.toContain(sha(file));
    },
  );

  it('are four different videos', () => {
    const files = seedTutorials.map((tutorial) => sha(join(publicFolder, tutorial.videoUrl)));
    expect(new Set(files).size).toBe(seedTutorials.length);
  });
});
