// Limits of the two upload routes: an avatar has the same pixel limit as a design photo (a small
// file that claims a huge picture is refused before it is decoded), and each user may upload only
// so many avatars and photos a minute.
import { API_ERRORS } from '@poolscape/shared';
import { jpegPhoto, multipart, pngClaiming, registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS } from '../../designs/photos.ts';

const UPLOADS_PER_MINUTE = 3;

describe('upload limits', () => {
  const test = useTestApp({ uploadsPerMinute: UPLOADS_PER_MINUTE });

  const send = (url: string, field: string, auth: { authorization: string }, data: Buffer) => {
    const body = multipart(field, 'picture.png', 'image/png', data);
    return test.app.inject({
      method: 'POST',
      url,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  };

  it('refuses an avatar above the photo uploads’ pixel limit with 413, without decoding it', async () => {
    const user = await registerUser(test.app, test.db.pool);
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    for (const [width, height] of [
      [16_000, 16_000],
      [side, side],
      [MAX_INPUT_PIXELS / 1000 + 1, 1000],
    ] as const) {
      const startedAt = performance.now();
      const response = await send('/api/profile/avatar', 'avatar', user.auth, pngClaiming(width, height));
      expect(response.statusCode, `${width}x${height}`).toBe(413);
      expect(response.json().message).toMatch(/too many pixels/);
      expect(performance.now() - startedAt).toBeLessThan(1000);
    }
    const me = await test.app.inject({ method: 'GET', url: '/api/simple/user', headers: user.auth });
    expect(me.json().avatarUrl).toBeNull();
  });

  it('limits avatar and photo uploads per user and minute, each route on its own', async () => {
    const user = await registerUser(test.app, test.db.pool);
    const photo = await jpegPhoto(640, 480);
    for (const [url, field] of [
      ['/api/profile/avatar', 'avatar'],
      ['/api/uploads', 'photo'],
    ] as const) {
      for (let i = 0; i < UPLOADS_PER_MINUTE; i += 1) {
        const response = await send(url, field, user.auth, photo);
        expect(response.statusCode, `${url} #${i + 1}: ${response.body}`).toBeLessThan(300);
      }
      const refused = await send(url, field, user.auth, photo);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json()).toEqual({ message: API_ERRORS.rateLimited });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another user (from the same address) is not held back by the first one's uploads.
    const other = await registerUser(test.app, test.db.pool);
    expect((await send('/api/uploads', 'photo', other.auth, photo)).statusCode).toBe(201);
    expect((await send('/api/profile/avatar', 'avatar', other.auth, photo)).statusCode).toBe(200);
  });
});
