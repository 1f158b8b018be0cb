import { describe, expect, it } from 'vitest';
import { publishedQuery, toLandingVideo, youtubeEmbedUrl } from './content.ts';

describe('youtubeEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('turns %s into an embed link', (url, id) => {
    expect(youtubeEmbedUrl(url)).toBe(`https://www.youtube.com/embed/${id}`);
  });

  it.each([
    'https://vimeo.com/123',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (url) => {
    expect(youtubeEmbedUrl(url)).toBeNull();
  });
});

describe('toLandingVideo', () => {
  it('gives null when no link is set, so the page shows Video Coming Soon', () => {
    expect(toLandingVideo({ videoUrl: '  ', videoType: 'youtube', title: 'x' })).toBeNull();
    expect(toLandingVideo({})).toBeNull();
  });
  it('keeps a video file as it is', () => {
    expect(toLandingVideo({ videoUrl: '/videos/demo.mp4', videoType: 'other', title: '' })).toEqual({
      videoUrl: '/videos/demo.mp4',
      videoType: 'other',
      title: 'See Poolscape in action',
    });
  });
  it('refuses a link marked YouTube that is not one rather than embedding something else', () => {
    expect(toLandingVideo({ videoUrl: 'https://evil.example/x', videoType: 'youtube' })).toBeNull();
  });
});

describe('publishedQuery', () => {
  it('asks the CMS for published documents only, so drafts never leave it', () => {
    expect(publishedQuery({ sort: '-publishedAt', limit: 1000, depth: 1 }).toString()).toBe(
      'where%5B_status%5D%5Bequals%5D=published&sort=-publishedAt&limit=1000&depth=1',
    );
    expect(Object.fromEntries(publishedQuery({ limit: 50, depth: 0 }))).toEqual({
      'where[_status][equals]': 'published',
      limit: '50',
      depth: '0',
    });
  });
});
