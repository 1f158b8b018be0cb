// The pictures of a WordPress publish in the site's media library: stored pictures made JPEGs
// WordPress takes anywhere, uploaded (once more after a server error), and removed again when the
// publish that uploaded them fails or a later publish replaces them.
import sharp from 'sharp';
import { FormData } from 'undici';
import type { Storage } from '../storage/storage.ts';
import type { OpenConnection } from './connections.ts';
import type { UploadedImage } from './post-content.ts';
import { type WordPressClient, WordPressRefusal } from './site-client.ts';

/** What the media calls need of a publish: the site client and the log. */
export interface MediaContext {
  client: WordPressClient;
  log: (message: string) => void;
}

/** A stored picture as a JPEG WordPress takes anywhere, at most 2000 pixels across. */
export async function asJpeg(storage: Storage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  if (!file) return null;
  return sharp(file.body)
    .rotate()
    .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A picture to upload, with the words WordPress shows with it. */
export interface Picture {
  jpeg: Buffer;
  fileName: string;
  alt: string;
  caption: string;
}

async function upload(
  context: MediaContext,
  connection: OpenConnection,
  picture: Picture,
): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture.jpeg)], { type: 'image/jpeg' }), picture.fileName);
  form.append('alt_text', picture.alt);
  form.append('caption', picture.caption);
  const media = await context.client.call(connection.site, connection.credentials, 'POST', 'wp/v2/media', {
    form,
  });
  const id = Number(media.id);
  const sizes = (media.media_details as { sizes?: Record<string, { source_url?: string }> } | undefined)
    ?.sizes;
  const url = sizes?.large?.source_url ?? (typeof media.source_url === 'string' ? media.source_url : '');
  if (!Number.isInteger(id) || !url)
    throw new WordPressRefusal('siteError', 'the media upload answered no id or url');
  return { id, url, alt: picture.alt, caption: picture.caption };
}

/** Deletes media from the site; a failure is only logged. */
export async function removeMedia(context: MediaContext, connection: OpenConnection, ids: readonly number[]) {
  await Promise.all(
    ids.map((id) =>
      context.client
        .call(connection.site, connection.credentials, 'DELETE', `wp/v2/media/${id}`, {
          query: { force: 'true' },
        })
        .catch((error: Error) =>
          context.log(`could not remove media ${id} from a WordPress site: ${error.message}`),
        ),
    ),
  );
}

/** One upload, tried again once when WordPress answers with a server error. */
async function uploadWithRetry(context: MediaContext, connection: OpenConnection, picture: Picture) {
  try {
    return await upload(context, connection, picture);
  } catch (error) {
    if (!(error instanceof WordPressRefusal && (error.status ?? 0) >= 500)) throw error;
    return upload(context, connection, picture);
  }
}

/**
 * Uploads `pictures`: the first alone (WordPress makes the month's uploads folder then, and two
 * uploads making it at once can fail with a 500), the rest a few at a time.
 */
export async function uploadAll(context: MediaContext, connection: OpenConnection, pictures: Picture[]) {
  const uploaded: UploadedImage[] = [];
  try {
    const [first, ...rest] = pictures;
    if (first) uploaded.push(await uploadWithRetry(context, connection, first));
    for (let start = 0; start < rest.length; start += 3) {
      const batch = rest.slice(start, start + 3);
      const results = await Promise.allSettled(
        batch.map((picture) => uploadWithRetry(context, connection, picture)),
      );
      // Every upload that went through is kept, so a failure takes all of them back off the site.
      for (const result of results) if (result.status === 'fulfilled') uploaded.push(result.value);
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }
    return uploaded;
  } catch (error) {
    await removeMedia(
      context,
      connection,
      uploaded.map((image) => image.id),
    );
    throw error;
  }
}
