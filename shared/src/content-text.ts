// Words and rules of the public content that the site's scripts need, free of zod so they stay
// small: the demo video's messages and the conversion of YouTube links into embed links.

export const CONTENT_TEXT = {
  noLandingVideo: 'No demo video has been set yet.',
  videoComingSoon: 'Video Coming Soon',
} as const;

const YOUTUBE_ID = /^[\w-]{11}$/;

/**
 * The embed URL of a YouTube watch, short, youtu.be, live or embed link, or null when `url` is
 * not a YouTube video link. Only the video id is kept, so nothing else of the link reaches a page.
 */
export function youtubeEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parsed.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, value] = parsed.pathname.split('/');
    if (kind === 'watch') id = parsed.searchParams.get('v');
    else if (kind === 'shorts' || kind === 'embed' || kind === 'live' || kind === 'v') id = value;
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return `https://www.youtube.com/embed/${id}`;
}

/** The landing video as clients get it: YouTube links turned into embed links. */
export function toLandingVideo(input: {
  videoUrl?: string | null;
  videoType?: string | null;
  title?: string | null;
}): { videoUrl: string; videoType: 'youtube' | 'other'; title: string } | null {
  const url = input.videoUrl?.trim();
  if (!url) return null;
  const embed = youtubeEmbedUrl(url);
  const title = input.title?.trim() || 'See Poolscape in action';
  if (embed) return { videoUrl: embed, videoType: 'youtube', title };
  if (input.videoType === 'youtube') return null;
  return { videoUrl: url, videoType: 'other', title };
}
